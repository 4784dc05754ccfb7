import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '../../../../shared/messages';
import {
  normaliseRegionalTerms,
  regionalTermLimits,
  regionalTermsFromText,
  regionalTermsSchema,
  regionalTermsToText,
  type RegionalTermsInput,
} from '../../../../shared/regional-terms';
import { SaveButton, SettingsCard, settingsSaveCallbacks } from '../../../components/settings-card';
import { Label } from '../../../components/ui/label';
import { notifyInvalidForm } from '../../../lib/first-form-error';
import { pipelineText as t } from '../../../messages/pipeline';
import { useRegionalTerms, useSaveRegionalTerms } from './api';

/** The textarea holds one term per line; the shared schema checks the lines as the list the server gets. */
const regionalTermsFormSchema = z.object({
  terms: z.string().transform(regionalTermsFromText).pipe(regionalTermsSchema.shape.terms),
});
type RegionalTermsForm = z.input<typeof regionalTermsFormSchema>;

/** The places and names that tie a story to the chapter's region (the ranking's "Bezug zur Region"). */
export function RegionalTermsCard() {
  const terms = useRegionalTerms();
  return (
    <SettingsCard
      testId="regional-terms"
      title={t.regionTitle}
      description={t.regionDescription}
      query={terms}
      loadingText={t.loading}
      loadFailedText={t.regionalTermsLoadFailed}
    >
      {(saved) => <RegionalTermsForm saved={saved} />}
    </SettingsCard>
  );
}

function RegionalTermsForm({ saved }: { saved: string[] }) {
  const save = useSaveRegionalTerms();
  const { register, handleSubmit, reset, control } = useForm<RegionalTermsForm, unknown, RegionalTermsInput>({
    resolver: zodResolver(regionalTermsFormSchema),
    defaultValues: { terms: regionalTermsToText(saved) },
  });
  const text = useWatch({ control, name: 'terms' });
  const count = normaliseRegionalTerms(regionalTermsFromText(text)).length;

  const onValid = (input: RegionalTermsInput) =>
    save.mutate(
      input,
      settingsSaveCallbacks(messages.regionalTerms.savedText, ({ terms }) =>
        reset({ terms: regionalTermsToText(terms) }),
      ),
    );

  return (
    <form onSubmit={handleSubmit(onValid, notifyInvalidForm(['terms']))} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="regional-terms-input">{t.regionalTermsLabel}</Label>
        <textarea
          id="regional-terms-input"
          rows={6}
          autoComplete="off"
          aria-describedby="regional-terms-help regional-terms-count"
          className="w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-sm leading-relaxed text-ink placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand"
          {...register('terms')}
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
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}
