import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageIcon } from 'lucide-react';
import type { z } from 'zod';
import { updateBackgroundsSchema, type PhotoResult } from '../../../../shared/editing';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { useUpdateBackgrounds } from '../api/edit-news';
import { creditOf } from '../lib/photo-credit';
import { reportOverflow, reportSaveError } from '../lib/save-error';
import { useEditDialog } from '../lib/use-edit-dialog';
import { BackgroundField, type Background } from './background-field';
import { DialogFooter } from './dialog-footer';
import { PhotoSearch } from './photo-search';

const backgroundsFormSchema = updateBackgroundsSchema.omit({ version: true });
type BackgroundsForm = z.input<typeof backgroundsFormSchema>;

function savedBackgrounds(item: NewsItem): BackgroundsForm {
  const of = (i: number): Background => ({
    image_url: item.sharepics[i]?.layers.image_url ?? '',
    credit: item.sharepics[i]?.credit ?? null,
  });
  return { backgrounds: [of(0), of(1)] };
}

/** "Hintergrundbilder ändern" for sharepics 1 and 2: URL by hand, a photo from the search, or an own upload. */
export function EditBackgroundsDialog({ item }: { item: NewsItem }) {
  const save = useUpdateBackgrounds(item.id);
  const { handleSubmit, reset, setValue, control } = useForm<
    BackgroundsForm,
    unknown,
    z.output<typeof backgroundsFormSchema>
  >({ resolver: zodResolver(backgroundsFormSchema), defaultValues: savedBackgrounds(item) });
  const { open, setOpen, baseVersion } = useEditDialog(reset, () => savedBackgrounds(item), item.version);
  const backgrounds = useWatch({ control, name: 'backgrounds' });
  const [problem, setProblem] = useState<string | null>(null);

  const setSlot = (index: 1 | 2, value: Background) => {
    setProblem(null);
    setValue(`backgrounds.${index - 1}` as const, value, { shouldDirty: true });
  };
  const applyPhoto = (index: 1 | 2, photo: PhotoResult) =>
    setSlot(index, { image_url: photo.src.large, credit: creditOf(photo) });
  const choose = (index: number, photo: PhotoResult) => {
    applyPhoto(index === 1 ? 1 : 2, photo);
    notify.success(messages.search.imageSelected, editingText.selectedFor(index));
  };

  const onOpenChange = (next: boolean) => {
    setProblem(null);
    setOpen(next);
  };

  const onValid = (values: z.output<typeof backgroundsFormSchema>) =>
    save.mutate(
      { ...values, version: baseVersion },
      {
        onSuccess: ({ overflow }) => {
          notify.success(messages.edit.savedTitle, messages.edit.backgroundsSaved);
          reportOverflow(overflow, editingText.overflowHint);
          onOpenChange(false);
        },
        onError: (err) => setProblem(reportSaveError(err)),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ImageIcon aria-hidden />
          {editingText.backgroundsDialogTitle}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{editingText.backgroundsDialogTitle}</DialogTitle>
        <DialogDescription>{editingText.backgroundsDialogDescription}</DialogDescription>
        <form onSubmit={handleSubmit(onValid, notifyInvalidForm())} noValidate className="mt-4 flex flex-col gap-5">
          <div className="grid gap-3 md:grid-cols-2">
            {([1, 2] as const).map((index) => (
              <BackgroundField
                key={index}
                index={index}
                value={backgrounds[index - 1]}
                onUrlTyped={(url) => setSlot(index, { image_url: url, credit: null })}
                onUploaded={(photo) => applyPhoto(index, photo)}
                onCreditChange={(credit) => setSlot(index, { image_url: backgrounds[index - 1]!.image_url, credit })}
              />
            ))}
          </div>
          {problem ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {problem}
            </p>
          ) : null}
          <PhotoSearch targets={[1, 2]} onChoose={choose} />
          <DialogFooter saving={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
