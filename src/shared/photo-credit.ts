import { messages } from './messages';
import type { PhotoCredit } from './news';

/**
 * The credit as one line: „Foto: Name / CC BY-SA 4.0 / Wikimedia Commons“ for a licensed photo,
 * „Foto: Name / Pexels“ where the source has its own licence and credit rules, „Foto: Name / CC BY 4.0“ for
 * a credit the team entered for its own upload or a linked photo (no provider).
 */
export function photoCreditLine(credit: PhotoCredit): string {
  const licensed = credit.licence && credit.provider !== 'Pexels' ? credit.licence : undefined;
  return messages.photos.creditLine(credit.photographer.trim(), credit.provider.trim(), licensed?.trim());
}

/** A photo shown without an author to name: the publish checklist says „Bildnachweis fehlt“. */
export const lacksCredit = (sharepic: { layers: { image_url: string }; credit?: PhotoCredit | null }) =>
  sharepic.layers.image_url.trim() !== '' && !sharepic.credit?.photographer.trim();

/** CC BY and CC BY-SA: author, licence and source must stand next to the published photo (the caption). */
export const needsCaptionCredit = (credit: PhotoCredit | null | undefined): credit is PhotoCredit =>
  Boolean(credit?.attribution_required);
