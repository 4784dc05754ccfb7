import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, TriangleAlert } from 'lucide-react';
import type { z } from 'zod';
import { updateTextSchema } from '../../../../shared/editing';
import { instagramCaptionLimit } from '../../../../shared/limits';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { titleFollowers } from '../../../../shared/title-follow';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { useUpdateText } from '../api/edit-news';
import { reportSaveError } from '../lib/save-error';
import { useEditDialog } from '../lib/use-edit-dialog';
import { DialogFooter } from './dialog-footer';
import { textAreaClass } from './text-area-class';

const textFormSchema = updateTextSchema.omit({ version: true });
type TextForm = z.input<typeof textFormSchema>;

const savedText = (item: NewsItem): TextForm => ({ title: item.title, instagram_text: item.instagram_text });

/** "Instagram-Text bearbeiten": title and caption, live character count, no maximum but a warning past 2,200. */
export function EditTextDialog({ item }: { item: NewsItem }) {
  const ids = useId();
  const save = useUpdateText(item.id);
  const { register, handleSubmit, reset, control, formState } = useForm<
    TextForm,
    unknown,
    z.output<typeof textFormSchema>
  >({ resolver: zodResolver(textFormSchema), defaultValues: savedText(item) });
  const { open, setOpen, baseVersion } = useEditDialog(reset, () => savedText(item), item.version);
  const caption = useWatch({ control, name: 'instagram_text' });
  const title = useWatch({ control, name: 'title' });
  // The same rule the server applies on saving: which texts derived from the title follow the new one.
  const follow = titleFollowers(
    {
      title: item.title,
      sharepicTitles: item.sharepics.length >= 2 ? item.sharepics.slice(0, 2).map((s) => s.layers.titel) : [],
      caption,
    },
    title,
  );
  const alsoChanges = editingText.titleAlsoChanges(follow.sharepics, follow.captionFirstLine);
  const length = [...caption].length;
  const over = length - instagramCaptionLimit;

  const onValid = (values: z.output<typeof textFormSchema>) =>
    save.mutate(
      { ...values, version: baseVersion },
      {
        onSuccess: () => {
          notify.success(messages.edit.savedTitle, messages.edit.instagramSaved);
          setOpen(false);
          showUpdatedSharepics(item.id);
        },
        onError: reportSaveError,
      },
    );

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
        <form
          onSubmit={handleSubmit(onValid, notifyInvalidForm(['title', 'instagram_text']))}
          noValidate
          className="mt-4 flex flex-col gap-4"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-title`}>{editingText.titleLabel}</Label>
            <Input
              id={`${ids}-title`}
              required
              maxLength={300}
              aria-invalid={formState.errors.title ? true : undefined}
              aria-describedby={alsoChanges ? `${ids}-follow` : undefined}
              {...register('title')}
            />
            {alsoChanges ? (
              <p id={`${ids}-follow`} className="text-sm text-muted" data-testid="title-also-changes">
                {alsoChanges}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-text`}>{editingText.captionLabel}</Label>
            <textarea
              id={`${ids}-text`}
              aria-describedby={`${ids}-count${over > 0 ? ` ${ids}-over` : ''}`}
              className={cn(textAreaClass, 'min-h-[300px]')}
              data-testid="instagram-text-input"
              {...register('instagram_text')}
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

/**
 * After a save the card's sharepics follow the new texts: bring them into view once the dialog has closed and
 * handed the focus back (which scrolls to the button below them).
 */
function showUpdatedSharepics(id: string) {
  window.setTimeout(() => {
    const tiles = document.querySelector(`[data-news-id="${CSS.escape(id)}"] [data-card-sharepics]`);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    tiles?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, 50);
}
