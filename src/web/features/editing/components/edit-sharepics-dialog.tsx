import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Type } from 'lucide-react';
import type { z } from 'zod';
import { updateSharepicTextsSchema } from '../../../../shared/editing';
import { sharepicReadableChars, sharepicReadableSizes } from '../../../../shared/limits';
import type { NewsItem } from '../../../../shared/news';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { editingText } from '../../../messages/editing';
import { useUpdateSharepicTexts } from '../api/edit-news';
import { reportOverflow, reportSaveError } from '../lib/save-error';
import { useEditDialog } from '../lib/use-edit-dialog';
import { DialogFooter } from './dialog-footer';
import { textAreaClass } from './text-area-class';

const sharepicsFormSchema = updateSharepicTextsSchema.omit({ version: true });
type SharepicsForm = z.input<typeof sharepicsFormSchema>;

function savedTexts(item: NewsItem): SharepicsForm {
  const layer = (i: number) => item.sharepics[i]?.layers ?? { titel: '', inhalt: '' };
  return {
    sharepics: [
      { titel: layer(0).titel, inhalt: layer(0).inhalt },
      { titel: layer(1).titel, inhalt: layer(1).inhalt },
    ],
  };
}

/** The warnings before a text would shrink below the readable size: for sharepic 1's title and sharepic 2's body. */
function readabilityWarnings(texts: SharepicsForm['sharepics']): [string | null, string | null] {
  const title = texts[0]?.titel.trim() ?? '';
  const body = texts[1]?.inhalt.trim() ?? '';
  const bodyLimit = texts[1]?.titel.trim() ? sharepicReadableChars.bodyWithTitle : sharepicReadableChars.body;
  return [
    title.length > sharepicReadableChars.title
      ? editingText.tooSmallToRead(1, sharepicReadableSizes.title, sharepicReadableChars.title, title.length)
      : null,
    body.length > bodyLimit ? editingText.tooSmallToRead(2, sharepicReadableSizes.body, bodyLimit, body.length) : null,
  ];
}

function ReadabilityWarning({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className="text-sm text-amber-800" data-testid="readability-warning">
      {text}
    </p>
  ) : null;
}

function SectionHeading({ index }: { index: number }) {
  return (
    <h3 className="text-base font-semibold text-ink">
      {editingText.sharepicHeading(index, editingText.sharepicRoles[index - 1]!)}
    </h3>
  );
}

/** "Sharepic-Texte bearbeiten": title of sharepic 1, title and body of sharepic 2; sharepic 3 is fixed. */
export function EditSharepicsDialog({ item }: { item: NewsItem }) {
  const ids = useId();
  const save = useUpdateSharepicTexts(item.id);
  const { register, handleSubmit, reset, control } = useForm<
    SharepicsForm,
    unknown,
    z.output<typeof sharepicsFormSchema>
  >({
    resolver: zodResolver(sharepicsFormSchema),
    defaultValues: savedTexts(item),
  });
  const [titleWarning, bodyWarning] = readabilityWarnings(useWatch({ control, name: 'sharepics' }));
  const { open, setOpen, baseVersion } = useEditDialog(reset, () => savedTexts(item), item.version);
  const info = item.sharepics[2];

  const onValid = ({ sharepics }: z.output<typeof sharepicsFormSchema>) =>
    save.mutate(
      { sharepics, version: baseVersion },
      {
        onSuccess: ({ overflow }) => {
          notify.success(messages.edit.savedTitle, messages.edit.sharepicTextsSaved);
          reportOverflow(overflow, editingText.overflowHint);
          setOpen(false);
        },
        onError: reportSaveError,
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Type aria-hidden />
          {editingText.sharepicDialogTitle}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{editingText.sharepicDialogTitle}</DialogTitle>
        <DialogDescription>{editingText.sharepicDialogDescription}</DialogDescription>
        <form onSubmit={handleSubmit(onValid, notifyInvalidForm())} noValidate className="mt-4 flex flex-col gap-5">
          <section className="flex flex-col gap-2" aria-labelledby={`${ids}-h1`}>
            <div id={`${ids}-h1`}>
              <SectionHeading index={1} />
            </div>
            <Label htmlFor={`${ids}-t1`}>{editingText.sharepicTitleLabel(1)}</Label>
            <Input id={`${ids}-t1`} {...register('sharepics.0.titel')} />
            <ReadabilityWarning text={titleWarning} />
          </section>

          <section className="flex flex-col gap-2" aria-labelledby={`${ids}-h2`}>
            <div id={`${ids}-h2`}>
              <SectionHeading index={2} />
            </div>
            <Label htmlFor={`${ids}-t2`}>{editingText.sharepicTitleLabel(2)}</Label>
            <Input id={`${ids}-t2`} {...register('sharepics.1.titel')} />
            <Label htmlFor={`${ids}-b2`} className="mt-2">
              {editingText.sharepicBodyLabel(2)}
            </Label>
            <textarea
              id={`${ids}-b2`}
              className={cn(textAreaClass, 'min-h-[200px]')}
              data-testid="sharepic-body-input"
              {...register('sharepics.1.inhalt')}
            />
            <p className="text-xs text-muted">{editingText.sharepicBodyHint}</p>
            <ReadabilityWarning text={bodyWarning} />
          </section>

          <section
            className="flex items-start gap-3 rounded-lg border border-dashed border-line bg-surface p-3"
            aria-labelledby={`${ids}-h3`}
            data-testid="sharepic-3-locked"
          >
            {info ? (
              <img
                src={info.url}
                alt={info.alt || editingText.infoImageAlt(item.title)}
                width={1080}
                height={1350}
                className="aspect-[4/5] w-16 shrink-0 rounded-md border border-line object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <div id={`${ids}-h3`} className="flex items-center gap-2">
                <Lock className="size-4 text-muted" aria-hidden />
                <SectionHeading index={3} />
              </div>
              <p className="text-sm text-ink">{messages.edit.sharepicNotEditable}</p>
              <p className="text-sm text-muted">{editingText.fixedInfoImage}</p>
            </div>
          </section>

          <DialogFooter saving={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
