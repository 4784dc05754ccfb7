import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { createSourceSchema } from '../../../../shared/pipeline';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddSource } from './api';
import { pipelineText as t } from './messages';

const empty = { name: '', url: '', language: 'de', country: 'DE' };

/** Adds a feed source; the shared schema validates before anything is sent. */
export function SourceForm() {
  const [form, setForm] = useState(empty);
  const add = useAddSource();
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSourceSchema.safeParse(form);
    if (!parsed.success) {
      notify.error(messages.validation.title, parsed.error.issues[0]?.message ?? messages.validation.invalidInput);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: ({ source }) => {
        notify.success(t.addedTitle, source.name);
        setForm(empty);
      },
      onError: (err) => notify.error(t.errorTitle, errorMessage(err, messages.validation.invalidInput)),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
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
          <Input id="source-name" name="name" value={form.name} onChange={set('name')} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-url">{t.urlLabel}</Label>
          <Input
            id="source-url"
            name="url"
            type="url"
            value={form.url}
            onChange={set('url')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-language">{t.languageLabel}</Label>
          <NativeSelect id="source-language" name="language" value={form.language} onChange={set('language')}>
            <option value="de">{t.languages.de}</option>
            <option value="en">{t.languages.en}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="source-country">{t.countryLabel}</Label>
          <Input
            id="source-country"
            name="country"
            value={form.country}
            onChange={set('country')}
            maxLength={2}
            autoComplete="off"
            aria-describedby="source-country-help"
            className="uppercase"
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
