import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import { notifyFailure } from '../lib/error-text';
import { notify } from '../lib/notify';
import { commonText } from '../messages/common';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

interface SettingsCardProps<T> {
  /** The card's `data-testid`. */
  testId: string;
  title: string;
  description: string;
  /** The stored settings the form starts from. */
  query: UseQueryResult<T, unknown>;
  loadingText: string;
  loadFailedText: string;
  /** The form, given the stored settings once they are loaded. */
  children: (data: T) => ReactNode;
}

/** The frame of a settings card: title and description, then the loading note, the load failure, or the form. */
export function SettingsCard<T>({
  testId,
  title,
  description,
  query,
  loadingText,
  loadFailedText,
  children,
}: SettingsCardProps<T>) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-muted">
            {loadingText}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {loadFailedText}
          </p>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}

/** The form's submit button: „Speichern“, or „Speichert...“ and disabled while the save runs. */
export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? commonText.saving : commonText.save}
    </Button>
  );
}

/**
 * The callbacks for saving settings: `onSaved` with what the server stored, then the toast „Gespeichert“ with
 * the card's text; a failure gets the toast „Fehler beim Speichern“ in the product's error shape.
 */
export function settingsSaveCallbacks<T>(
  savedText: string,
  onSaved: (saved: T) => void,
  detail: 'server' | 'fixed' = 'server',
) {
  return {
    onSuccess: (saved: T) => {
      onSaved(saved);
      notify.success(messages.settings.savedTitle, savedText);
    },
    onError: (err: unknown) =>
      notifyFailure(messages.settings.saveFailedTitle, err, messages.settings.saveFailedText, detail),
  };
}
