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
export function BackgroundField({ index, value, onUrlTyped, onUploaded }: Props) {
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
          {value.credit ? <PhotoCredit credit={value.credit} /> : null}
        </div>
      </div>
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
