import { type KeyboardEvent, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Sharepic } from '../../../../shared/news';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { PhotoCredit } from '../../../components/photo-credit';
import { newsText as t } from '../../../messages/news';
import { DownloadButton } from './download-button';

interface Props {
  sharepics: Sharepic[];
  /** 1-based position of the image the preview opens at. */
  start: number;
  title: string;
}

/**
 * The enlarged preview: one image at a time, with previous and next through the card's images (buttons and
 * the arrow keys; past the last comes the first again, so the focused button never goes away).
 */
export function SharepicPreview({ sharepics, start, title }: Props) {
  const [shown, setShown] = useState(start);
  const count = sharepics.length;
  const sharepic = sharepics[shown - 1]!;
  const alt = sharepic.alt || t.sharepicAlt(title, shown);
  const roleName = t.sharepicRoles[shown - 1] ?? t.sharepicName(shown);
  const step = (by: number) => setShown((current) => ((current - 1 + by + count) % count) + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogContent className="max-w-2xl" onKeyDown={onKeyDown} data-testid="sharepic-preview">
      <DialogTitle>{t.sharepicCaption(shown, roleName)}</DialogTitle>
      <DialogDescription>{title}</DialogDescription>
      <img
        src={sharepic.url}
        alt={alt}
        width={1080}
        height={1350}
        className="mx-auto mt-4 max-h-[60vh] w-auto rounded-lg border border-line object-contain"
      />
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden />
            {t.previousSharepic}
          </Button>
          <span className="text-sm text-muted" aria-live="polite">
            {t.sharepicPosition(shown, count)}
          </span>
          <Button variant="outline" size="sm" onClick={() => step(1)}>
            {t.nextSharepic}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {sharepic.credit ? <PhotoCredit credit={sharepic.credit} /> : <span />}
        <DownloadButton sharepic={sharepic} index={shown} title={title} />
      </div>
    </DialogContent>
  );
}
