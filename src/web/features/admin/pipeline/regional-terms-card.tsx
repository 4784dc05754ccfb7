import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import {
  normaliseRegionalTerms,
  regionalTermLimits,
  regionalTermsFromText,
  regionalTermsSchema,
  regionalTermsToText,
} from '../../../../shared/regional-terms';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRegionalTerms, useSaveRegionalTerms } from './api';
import { pipelineText as t } from './messages';

/** The places and names that tie a story to the chapter's region (the ranking's "Bezug zur Region"). */
export function RegionalTermsCard() {
  const terms = useRegionalTerms();
  return (
    <Card data-testid="regional-terms">
      <CardHeader>
        <CardTitle>{t.regionTitle}</CardTitle>
        <CardDescription>{t.regionDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {terms.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t.loading}
          </p>
        ) : terms.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t.regionalTermsLoadFailed}
          </p>
        ) : (
          <RegionalTermsForm saved={terms.data} />
        )}
      </CardContent>
    </Card>
  );
}

function RegionalTermsForm({ saved }: { saved: string[] }) {
  const [text, setText] = useState(() => regionalTermsToText(saved));
  const save = useSaveRegionalTerms();
  const count = normaliseRegionalTerms(regionalTermsFromText(text)).length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = regionalTermsSchema.safeParse({ terms: regionalTermsFromText(text) });
    if (!parsed.success) {
      notify.error(messages.validation.title, parsed.error.issues[0]?.message ?? messages.validation.invalidInput);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ terms }) => {
        setText(regionalTermsToText(terms));
        notify.success(messages.settings.savedTitle, messages.regionalTerms.savedText);
      },
      onError: (err) =>
        notify.error(messages.settings.saveFailedTitle, errorMessage(err, messages.settings.saveFailedText)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="regional-terms-input">{t.regionalTermsLabel}</Label>
        <textarea
          id="regional-terms-input"
          name="terms"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          autoComplete="off"
          aria-describedby="regional-terms-help regional-terms-count"
          className="w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-sm leading-relaxed text-ink placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
        <p
          id="regional-terms-count"
          className={
            count > regionalTermLimits.maxTerms ? 'text-xs font-semibold text-amber-900' : 'text-xs text-muted'
          }
        >
          {t.regionalTermsCount(count, regionalTermLimits.maxTerms)}
        </p>
        <p id="regional-terms-help" className="text-xs text-muted">
          {t.regionalTermsHelp(regionalTermLimits)}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
