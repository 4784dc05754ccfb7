import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { outletName } from '../../../../shared/outlet-name';
import { createSourceSchema, type CreateSourceInput } from '../../../../shared/pipeline';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { notifyFailure } from '../../../lib/error-text';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { notify } from '../../../lib/notify';
import { pipelineText as t } from '../../../messages/pipeline';
import { useAddSource } from './api';

type SourceFormValues = z.input<typeof createSourceSchema>;

const empty: SourceFormValues = { name: '', outlet: '', url: '', language: 'de', country: 'DE' };

/** Adds a feed source; the shared schema validates before anything is sent. */
export function SourceForm() {
  const add = useAddSource();
  const { register, handleSubmit, reset, control } = useForm<SourceFormValues, unknown, CreateSourceInput>({
    resolver: zodResolver(createSourceSchema),
    defaultValues: empty,
  });
  const derivedOutlet = outletName(useWatch({ control, name: 'name' }) ?? '');

  const onValid = (input: CreateSourceInput) =>
    add.mutate(input, {
      onSuccess: ({ source }) => {
        notify.success(t.addedTitle, source.name);
        reset(empty);
      },
      onError: (err) => notifyFailure(t.errorTitle, err, messages.validation.invalidInput),
    });

  return (
    <form
      onSubmit={handleSubmit(onValid, notifyInvalidForm(['name', 'outlet', 'url', 'language', 'country']))}
      noValidate
      aria-labelledby="source-form-title"
      data-testid="source-form"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <h3 id="source-form-title" className="text-sm font-semibold text-ink">
        {t.addTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-name">{t.nameLabel}</Label>
          <Input id="source-name" autoComplete="off" {...register('name')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-outlet">{t.outletLabel}</Label>
          <Input
            id="source-outlet"
            autoComplete="off"
            placeholder={derivedOutlet}
            aria-describedby="source-outlet-help"
            {...register('outlet')}
          />
          <p id="source-outlet-help" className="text-xs text-muted">
            {t.outletHelp(derivedOutlet)}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-url">{t.urlLabel}</Label>
          <Input
            id="source-url"
            type="url"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...register('url')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-language">{t.languageLabel}</Label>
          <NativeSelect id="source-language" {...register('language')}>
            <option value="de">{t.languages.de}</option>
            <option value="en">{t.languages.en}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-country">{t.countryLabel}</Label>
          <Input
            id="source-country"
            maxLength={2}
            autoComplete="off"
            aria-describedby="source-country-help"
            className="uppercase"
            {...register('country')}
          />
          <p id="source-country-help" className="text-xs text-muted">
            {t.countryHelp}
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}
