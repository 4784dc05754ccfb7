import { useRef, useState } from 'react';
import { ImageOff, Upload } from 'lucide-react';
import type { PhotoResult } from '../../../../shared/editing';
import type { PhotoCredit as Credit } from '../../../../shared/news';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PhotoCredit } from '../../../components/photo-credit';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { messages } from '../../../../shared/messages';
import { editingText } from '../../../messages/editing';
import { uploadPhoto } from '../api/photos';

export interface Background {
  image_url: string;
  credit?: Credit | null;
}

interface Props {
  index: number;
  value: Background;
  onUrlTyped: (url: string) => void;
  onUploaded: (photo: PhotoResult) => void;
  onCreditChange: (credit: Credit | null) => void;
}

/** A credit the team types for an uploaded or linked photo: no provider; shown in the caption like Commons'. */
export const isOwnCredit = (credit: Credit | null | undefined) => !credit || credit.provider === '';

function ownCredit(fields: { photographer: string; licence: string; source_url: string }): Credit | null {
  if (!fields.photographer.trim()) return null;
  return {
    photographer: fields.photographer,
    provider: '',
    ...(fields.licence.trim() ? { licence: fields.licence } : {}),
    ...(fields.source_url.trim() ? { source_url: fields.source_url.trim() } : {}),
    attribution_required: true,
  };
}

/** Author, licence and link of a photo the team brought (upload or URL), drawn on the image and in the caption. */
function OwnCreditFields({
  index,
  credit,
  onChange,
}: {
  index: number;
  credit: Credit | null | undefined;
  onChange: Props['onCreditChange'];
}) {
  const [fields, setFields] = useState({
    photographer: credit?.photographer ?? '',
    licence: credit?.licence ?? '',
    source_url: credit?.source_url ?? '',
  });
  const update = (key: keyof typeof fields, value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    onChange(ownCredit(next));
  };
  const id = (key: string) => `credit-${key}-${index}`;
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={`credit-${index}`}>
      <legend className="text-sm font-medium text-ink">{editingText.creditLegend(index)}</legend>
      <Label htmlFor={id('author')}>{editingText.creditAuthorLabel(index)}</Label>
      <Input id={id('author')} value={fields.photographer} onChange={(e) => update('photographer', e.target.value)} />
      <Label htmlFor={id('licence')}>{editingText.creditLicenceLabel(index)}</Label>
      <Input
        id={id('licence')}
        value={fields.licence}
        placeholder={editingText.creditLicencePlaceholder}
        onChange={(e) => update('licence', e.target.value)}
      />
      <Label htmlFor={id('link')}>{editingText.creditLinkLabel(index)}</Label>
      <Input
        id={id('link')}
        type="text"
        inputMode="url"
        placeholder={editingText.urlPlaceholder}
        value={fields.source_url}
        onChange={(e) => update('source_url', e.target.value)}
      />
      {fields.photographer.trim() ? null : <p className="text-xs text-amber-800">{editingText.creditMissing}</p>}
    </fieldset>
  );
}

function Preview({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <span className="flex aspect-[3/2] w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-line bg-surface text-muted">
        <ImageOff className="size-5" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      onError={() => setBroken(true)}
      className="aspect-[3/2] w-24 shrink-0 rounded-md border border-line bg-slate-100 object-cover"
    />
  );
}

/** One sharepic's background: URL typed by hand, a chosen photo (with its credit) or an own upload. */
export function BackgroundField({ index, value, onUrlTyped, onUploaded, onCreditChange }: Props) {
  const inputId = `background-url-${index}`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadPhoto(file));
      notify.success(messages.search.imageSelected, editingText.selectedFor(index));
    } catch (err) {
      notifyFailure(editingText.uploadFailedTitle, err, messages.api.internal);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid={`background-${index}`}>
      <legend className="px-1 text-base font-semibold text-ink">
        {editingText.sharepicHeading(index, editingText.sharepicRoles[index - 1]!)}
      </legend>
      <div className="flex items-start gap-3">
        <Preview key={value.image_url} url={value.image_url} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>{editingText.urlLabel(index)}</Label>
          <Input
            id={inputId}
            type="text"
            inputMode="url"
            value={value.image_url}
            placeholder={editingText.urlPlaceholder}
            onChange={(e) => onUrlTyped(e.target.value)}
          />
          {value.credit && !isOwnCredit(value.credit) ? <PhotoCredit credit={value.credit} /> : null}
        </div>
      </div>
      {value.image_url.trim() && isOwnCredit(value.credit) ? (
        <OwnCreditFields key={value.image_url} index={index} credit={value.credit} onChange={onCreditChange} />
      ) : null}
      <div>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onFile(e.target.files?.[0])}
          data-testid={`upload-input-${index}`}
        />
        <Button variant="ghost" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden />
          {uploading ? editingText.uploading : editingText.upload}
          <span className="sr-only">{editingText.uploadWhich(index)}</span>
        </Button>
      </div>
    </fieldset>
  );
}
