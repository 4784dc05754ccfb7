import { useId, type FormEvent } from 'react';
import { Pencil, TriangleAlert } from 'lucide-react';
import { instagramCaptionLimit } from '../../../../shared/limits';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { useUpdateText } from '../api/edit-news';
import { reportSaveError } from '../lib/save-error';
import { useEditDialog } from '../lib/use-edit-dialog';
import { editingText } from '../messages';
import { DialogFooter } from './dialog-footer';
import { textAreaClass } from './text-area-class';

/** "Instagram-Text bearbeiten": title and caption, live character count, no maximum but a warning past 2,200. */
export function EditTextDialog({ item }: { item: NewsItem }) {
  const ids = useId();
  const save = useUpdateText(item.id);
  const { open, setOpen, draft, setDraft, baseVersion } = useEditDialog(
    () => ({ title: item.title, instagram_text: item.instagram_text }),
    item.version,
  );
  const length = [...draft.instagram_text].length;
  const over = length - instagramCaptionLimit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...draft, version: baseVersion },
      {
        onSuccess: () => {
          notify.success(messages.edit.savedTitle, messages.edit.instagramSaved);
          setOpen(false);
        },
        onError: reportSaveError,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          {editingText.textDialogTitle}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{editingText.textDialogTitle}</DialogTitle>
        <DialogDescription>{editingText.textDialogDescription}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-title`}>{editingText.titleLabel}</Label>
            <Input
              id={`${ids}-title`}
              value={draft.title}
              required
              maxLength={300}
              onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-text`}>{editingText.captionLabel}</Label>
            <textarea
              id={`${ids}-text`}
              value={draft.instagram_text}
              aria-describedby={`${ids}-count${over > 0 ? ` ${ids}-over` : ''}`}
              onChange={(e) => setDraft((d) => ({ ...d, instagram_text: e.target.value }))}
              className={cn(textAreaClass, 'min-h-[300px]')}
              data-testid="instagram-text-input"
            />
            <p
              id={`${ids}-count`}
              className={cn(
                'text-right text-sm tabular-nums',
                over > 0 ? 'font-semibold text-amber-900' : 'text-muted',
              )}
              data-testid="character-count"
            >
              {editingText.characterCount(length)}
            </p>
            {over > 0 ? (
              <p
                id={`${ids}-over`}
                role="status"
                className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950"
                data-testid="caption-limit-warning"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {editingText.captionTooLong(over, instagramCaptionLimit)}
              </p>
            ) : null}
          </div>
          <DialogFooter saving={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
