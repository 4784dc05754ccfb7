import { lazy, Suspense, useRef, useState } from 'react';
import { Maximize2 } from 'lucide-react';
import type { Sharepic } from '../../../../shared/news';
import { PhotoCredit } from '../../../components/photo-credit';
import { newsText as t } from '../../../messages/news';
import { DownloadButton } from './download-button';

const SharepicPreviewDialog = lazy(() => import('./sharepic-preview-dialog'));

interface Props {
  /** The card's images, for previous/next in the enlarged preview. */
  sharepics: Sharepic[];
  /** 1-based position: 1 title image, 2 detail image, 3 info image. */
  index: number;
  title: string;
}

/** One sharepic: opens an enlarged preview on click, with a download button below. */
export function SharepicTile({ sharepics, index, title }: Props) {
  const [open, setOpen] = useState(false);
  const tile = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The dialog is not a Radix trigger's: its closing would leave the focus on the page, not on this tile.
    if (!next) setTimeout(() => tile.current?.focus());
  };
  const sharepic = sharepics[index - 1]!;
  const alt = sharepic.alt || t.sharepicAlt(title, index);
  const roleName = t.sharepicRoles[index - 1] ?? t.sharepicName(index);
  return (
    <figure className="flex flex-col gap-2">
      <button
        ref={tile}
        type="button"
        className="group relative overflow-hidden rounded-lg border border-line bg-slate-100"
        aria-label={t.enlargeSharepic(index, alt)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
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
      {/* Mounted only while open, so each opening starts at this tile's image; focus returns to the tile. */}
      {open ? (
        <Suspense fallback={null}>
          <SharepicPreviewDialog sharepics={sharepics} start={index} title={title} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
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
        <DownloadButton sharepic={sharepic} index={index} title={title} className="w-full" />
      </figcaption>
    </figure>
  );
}
