import type { Sharepic } from '../../../shared/news';
import { minPhotoWidth } from '../../engines/photos/choose';
import { mediaUrlPrefix } from '../../lib/media-files';

export interface QualityFacts {
  /** Why the pipeline proposed no photo (no source reachable, nothing suitable); said instead of the generic line. */
  photoNote?: string;
}

const which = (numbers: number[]) => `Sharepic ${numbers.join(' und ')}`;

/**
 * The assessment's "Sharepic-Qualität" line, in German, from what the renderer reported and the photo facts
 * stored with the sharepics: photo present, its resolution, its licence recorded, its credit drawn.
 */
export function sharepicQuality(sharepics: Sharepic[], facts: QualityFacts = {}): string {
  const problems: string[] = [];
  const overflowing = sharepics.flatMap((s, i) => (s.overflow ? [i + 1] : []));
  if (overflowing.length > 0) problems.push(`Text zu lang für ${which(overflowing)}`);
  const photos = sharepics.slice(0, 2);
  const withoutPhoto = photos.flatMap((s, i) => (s.layers.image_url ? [] : [i + 1]));
  if (withoutPhoto.length > 0)
    problems.push(
      facts.photoNote
        ? `kein Foto: ${facts.photoNote} (Markenhintergrund)`
        : `kein Foto auf ${which(withoutPhoto)} (Markenhintergrund)`,
    );
  const lowRes = photos.flatMap((s, i) =>
    s.layers.image_url && s.credit?.width && s.credit.width < minPhotoWidth ? [i + 1] : [],
  );
  if (lowRes.length > 0) problems.push(`Foto auf ${which(lowRes)} unter ${minPhotoWidth} px breit`);
  // Own uploads belong to the organisation; every other photo needs its licence on record.
  const unlicensed = photos.flatMap((s, i) =>
    s.layers.image_url && !s.layers.image_url.startsWith(mediaUrlPrefix) && !s.credit?.licence ? [i + 1] : [],
  );
  if (unlicensed.length > 0) problems.push(`Lizenz des Fotos auf ${which(unlicensed)} nicht erfasst`);
  const credited = photos.some((s) => s.layers.image_url && s.credit);
  if (problems.length === 0)
    return credited
      ? 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden, Lizenz erfasst, Bildnachweis im Bild.'
      : 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.';
  return `Prüfen: ${problems.join('; ')}. Der Kontrast ist durch die Abdunklung gesichert.`;
}
