import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { voiceLimits, voiceMessages, voiceSchema, type Voice } from '../../../../shared/voice';
import { SaveButton, SettingsCard, settingsSaveCallbacks } from '../../../components/settings-card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fieldError, notifyInvalidForm } from '../../../lib/first-form-error';
import { voiceText as t } from '../../../messages/voice';
import { useSaveVoice, useVoice } from './api';

/** The hashtags field holds the tags separated by spaces or commas; the shared schema checks them as a list. */
const hashtagsFromText = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

const voiceFormSchema = voiceSchema.extend({
  fixedHashtags: z.string().transform(hashtagsFromText).pipe(voiceSchema.shape.fixedHashtags),
});
type VoiceForm = z.input<typeof voiceFormSchema>;

const toForm = (voice: Voice): VoiceForm => ({
  ...voice,
  fixedHashtags: voice.fixedHashtags.join(' '),
  closingLine: voice.closingLine ?? '',
});

const fieldOrder = ['address', 'tone', 'fixedHashtags', 'closingLine', 'emoji'] as const;

/** The organisation's voice for generated captions: form of address, tone, fixed hashtags, closing line, emoji. */
export function VoiceCard() {
  const voice = useVoice();
  return (
    <SettingsCard
      testId="voice-settings"
      title={t.cardTitle}
      description={t.cardDescription}
      query={voice}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
    >
      {(saved) => <VoiceForm saved={saved} />}
    </SettingsCard>
  );
}

const radioClass =
  'size-4 accent-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

function VoiceForm({ saved }: { saved: Voice }) {
  const save = useSaveVoice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VoiceForm, unknown, Voice>({
    resolver: zodResolver(voiceFormSchema),
    defaultValues: toForm(saved),
  });
  const hashtagsError = fieldError(errors.fixedHashtags);
  const closingError = fieldError(errors.closingLine);

  const onValid = (input: Voice) =>
    save.mutate(
      input,
      settingsSaveCallbacks(voiceMessages.savedText, (stored) => reset(toForm(stored))),
    );

  return (
    <form
      onSubmit={handleSubmit(onValid, notifyInvalidForm([...fieldOrder]))}
      noValidate
      className="flex flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-2" aria-describedby="voice-address-help">
        <legend className="mb-1 text-sm font-medium text-ink">{t.addressLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['du', 'sie'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value={value} className={radioClass} {...register('address')} />
              {t.address[value]}
            </label>
          ))}
        </div>
        <p id="voice-address-help" className="text-xs text-muted">
          {t.addressHelp}
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="voice-tone-help">
        <legend className="mb-1 text-sm font-medium text-ink">{t.toneLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['sachlich', 'engagiert'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value={value} className={radioClass} {...register('tone')} />
              {t.tone[value]}
            </label>
          ))}
        </div>
        <p id="voice-tone-help" className="text-xs text-muted">
          {t.toneHelp}
        </p>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="voice-hashtags">{t.hashtagsLabel}</Label>
        <Input
          id="voice-hashtags"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={hashtagsError ? true : undefined}
          aria-describedby={hashtagsError ? 'voice-hashtags-error voice-hashtags-help' : 'voice-hashtags-help'}
          {...register('fixedHashtags')}
        />
        {hashtagsError ? (
          <p id="voice-hashtags-error" className="text-xs font-semibold text-red-800">
            {hashtagsError}
          </p>
        ) : null}
        <p id="voice-hashtags-help" className="text-xs text-muted">
          {t.hashtagsHelp(voiceLimits.maxHashtags)}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="voice-closing">{t.closingLabel}</Label>
        <Input
          id="voice-closing"
          autoComplete="off"
          aria-invalid={closingError ? true : undefined}
          aria-describedby={closingError ? 'voice-closing-error voice-closing-help' : 'voice-closing-help'}
          {...register('closingLine')}
        />
        {closingError ? (
          <p id="voice-closing-error" className="text-xs font-semibold text-red-800">
            {closingError}
          </p>
        ) : null}
        <p id="voice-closing-help" className="text-xs text-muted">
          {t.closingHelp(voiceLimits.maxClosingLength)}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className={radioClass} aria-describedby="voice-emoji-help" {...register('emoji')} />
          {t.emojiLabel}
        </label>
        <p id="voice-emoji-help" className="text-xs text-muted">
          {t.emojiHelp}
        </p>
      </div>

      <div>
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}
