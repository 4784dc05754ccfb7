import type { PhotoCredit as Credit } from '../../shared/news';
import { photoCreditLine } from '../../shared/photo-credit';
import { editingText } from '../messages/editing';

const linkClass = 'underline underline-offset-2 hover:text-ink';

/**
 * The credit wherever a photo is shown (card, edit dialog, search results): author and source linked to the
 * photo's page; for a licensed photo (Wikimedia Commons) also the licence with its link.
 */
export function PhotoCredit({ credit }: { credit: Credit }) {
  const href = credit.photographer_url ?? credit.source_url;
  const text = photoCreditLine(credit);
  const licenceHref = credit.provider !== 'Pexels' ? credit.licence_url : undefined;
  return (
    <p className="text-xs text-muted">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {text}
        </a>
      ) : (
        text
      )}
      {licenceHref ? (
        <>
          {' · '}
          <a href={licenceHref} target="_blank" rel="noopener noreferrer license" className={linkClass}>
            {editingText.licenceLink}
          </a>
        </>
      ) : null}
    </p>
  );
}
