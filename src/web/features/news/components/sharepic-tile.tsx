import { useState } from 'react';
import { Download, Maximize2 } from 'lucide-react';
import type { Sharepic } from '../../../../shared/news';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { PhotoCredit } from '../../../components/photo-credit';
import { newsText as t } from '../../../messages/news';
import { downloadSharepic } from '../lib/download-sharepic';

interface Props {
  sharepic: Sharepic;
  /** 1-based position: 1 title image, 2 detail image, 3 info image. */
  index: number;
  title: string;
}

function DownloadButton({ sharepic, index, title, className }: Props & { className?: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await downloadSharepic(sharepic.url, title, index);
    setBusy(false);
  };
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void onClick()} disabled={busy}>
      <Download aria-hidden />
      {t.download}
      <span className="sr-only">{t.downloadWhich(index)}</span>
    </Button>
  );
}

/** One sharepic: opens an enlarged preview on click, with a download button below. */
export function SharepicTile(props: Props) {
  const { sharepic, index, title } = props;
  const alt = sharepic.alt || t.sharepicAlt(title, index);
  const roleName = t.sharepicRoles[index - 1] ?? t.sharepicName(index);
  return (
    <figure className="flex flex-col gap-2">
      <Dialog>
        <DialogTrigger asChild>
          <button
            type="button"
            className="group relative overflow-hidden rounded-lg border border-line bg-slate-100"
            aria-label={t.enlargeSharepic(index, alt)}
          >
            <img
              src={sharepic.url}
              alt={alt}
              loading="lazy"
              width={1080}
              height={1350}
              className="aspect-[4/5] w-full object-cover transition-transform group-hover:scale-[1.02]"
            />
            <span className="absolute right-2 bottom-2 rounded-md bg-white/90 p-1.5 text-ink shadow-sm" aria-hidden>
              <Maximize2 className="size-4" />
            </span>
          </button>
        </DialogTrigger>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{t.sharepicCaption(index, roleName)}</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
          <img
            src={sharepic.url}
            alt={alt}
            width={1080}
            height={1350}
            className="mx-auto mt-4 max-h-[68vh] w-auto rounded-lg border border-line object-contain"
          />
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            {sharepic.credit ? <PhotoCredit credit={sharepic.credit} /> : <span />}
            <DownloadButton {...props} />
          </div>
        </DialogContent>
      </Dialog>
      <figcaption className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{t.sharepicCaption(index, roleName)}</span>
        {sharepic.overflow ? (
          <p
            className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-medium text-amber-950"
            role="note"
          >
            {t.textTooLong(index)}
          </p>
        ) : null}
        {sharepic.credit ? <PhotoCredit credit={sharepic.credit} /> : null}
        <DownloadButton {...props} className="w-full" />
      </figcaption>
    </figure>
  );
}
