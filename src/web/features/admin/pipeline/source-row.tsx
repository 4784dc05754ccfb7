import { Trash2 } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { FeedSourceJson } from '../../../../shared/pipeline';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { useDeleteSource, useUpdateSource } from './api';
import { sourceStatusLine } from './format';
import { pipelineText as t } from '../../../messages/pipeline';

/** One feed source: what it is, how its last fetch went, the enabled switch and delete (confirmed). */
export function SourceRow({ source }: { source: FeedSourceJson }) {
  const update = useUpdateSource();
  const remove = useDeleteSource();
  const failed = source.last_status === 'failed' || source.last_status === 'parse_failed';

  const toggle = () =>
    update.mutate(
      { id: source.id, patch: { enabled: !source.enabled } },
      { onError: (err) => notifyFailure(t.errorTitle, err, t.loadFailed) },
    );
  const onDelete = () =>
    remove.mutate(source.id, {
      onSuccess: () => notify.success(t.deletedTitle, source.name),
      onError: (err) => notifyFailure(t.errorTitle, err, t.loadFailed),
    });

  return (
    <li
      data-testid="feed-source"
      data-enabled={source.enabled}
      className={cn('flex flex-col gap-2 py-3 sm:flex-row sm:items-start', !source.enabled && 'opacity-70')}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {source.name}{' '}
          <span className="text-xs font-normal text-muted">
            ({t.languages[source.language]}, {source.country})
          </span>
        </p>
        <p className="text-xs text-muted" data-testid="source-outlet">
          {t.outletShown(source.outlet)}
        </p>
        <p className="truncate font-mono text-xs text-muted" title={source.url}>
          {source.url}
        </p>
        <p className={cn('mt-1 text-xs', failed ? 'text-red-800' : 'text-muted')} data-testid="source-status">
          {sourceStatusLine(source)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={source.enabled}
          aria-label={t.enabledLabel(source.name)}
          disabled={update.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50',
            source.enabled ? 'bg-brand' : 'bg-slate-400',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              source.enabled ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
        <AlertDialog>
          <AlertDialogTriggerButton label={t.deleteLabel(source.name)} />
          <AlertDialogContent>
            <AlertDialogTitle>{t.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{t.deleteText(source.name)}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
              <AlertDialogAction onClick={onDelete}>{t.confirmDelete}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}

function AlertDialogTriggerButton({ label }: { label: string }) {
  return (
    <AlertDialogPrimitive.Trigger asChild>
      <Button variant="ghost" size="icon" aria-label={label} title={label}>
        <Trash2 aria-hidden />
      </Button>
    </AlertDialogPrimitive.Trigger>
  );
}
