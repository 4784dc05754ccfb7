import type { PhotoCredit as Credit } from '../../shared/news';
import { newsText } from '../messages/news';

/** Pexels asks for the photographer's name and a link wherever its photos are shown (card and edit dialog). */
export function PhotoCredit({ credit }: { credit: Credit }) {
  const provider = credit.provider || 'Pexels';
  const href = credit.photographer_url ?? credit.source_url;
  const text = newsText.photoCredit(credit.photographer, provider);
  return (
    <p className="text-xs text-muted">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-ink"
        >
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
