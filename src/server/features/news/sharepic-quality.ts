import type { Sharepic } from '../../../shared/news';
import { minPhotoWidth } from '../../engines/photos/choose';
import { mediaUrlPrefix } from '../../lib/media-files';

export interface QualityFacts {
  /** Why the pipeline proposed no photo, in whole sentences (no source reachable, nothing suitable). */
  photoNote?: string;
}

const which = (numbers: number[]) => `Sharepic ${numbers.join(' und ')}`;

/**
 * The assessment's "Sharepic-Qualität" line in German, from what the renderer reported and the photo facts
 * stored with the sharepics: photo present, its resolution, its licence recorded, its credit drawn. Every
 * problem is a sentence of its own; the contrast is only mentioned where there is a photo to contrast with.
 */
export function sharepicQuality(sharepics: Sharepic[], facts: QualityFacts = {}): string {
  const problems: string[] = [];
  const overflowing = sharepics.flatMap((s, i) => (s.overflow ? [i + 1] : []));
  if (overflowing.length > 0) problems.push(`Der Text ist zu lang für ${which(overflowing)}.`);
  const photos = sharepics.slice(0, 2);
  const withoutPhoto = photos.flatMap((s, i) => (s.layers.image_url ? [] : [i + 1]));
  if (withoutPhoto.length > 0) {
    const verb = withoutPhoto.length > 1 ? 'zeigen' : 'zeigt';
    problems.push(`${which(withoutPhoto)} ${verb} den Markenhintergrund, kein Foto.`);
    if (facts.photoNote) problems.push(facts.photoNote);
  }
  const lowRes = photos.flatMap((s, i) =>
    s.layers.image_url && s.credit?.width && s.credit.width < minPhotoWidth ? [i + 1] : [],
  );
  if (lowRes.length > 0) problems.push(`Das Foto auf ${which(lowRes)} ist schmaler als ${minPhotoWidth} px.`);
  // Own uploads belong to the organisation; every other photo needs its licence on record.
  const unlicensed = photos.flatMap((s, i) =>
    s.layers.image_url && !s.layers.image_url.startsWith(mediaUrlPrefix) && !s.credit?.licence ? [i + 1] : [],
  );
  if (unlicensed.length > 0) problems.push(`Die Lizenz des Fotos auf ${which(unlicensed)} ist nicht erfasst.`);
  const withPhoto = photos.some((s) => s.layers.image_url);
  const credited = photos.some((s) => s.layers.image_url && s.credit);
  if (problems.length === 0)
    return credited
      ? 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden, Lizenz erfasst, Bildnachweis im Bild.'
      : 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.';
  return [
    'Prüfen:',
    ...problems,
    ...(withPhoto ? ['Der Text auf dem Foto bleibt lesbar, der Kontrast ist gesichert.'] : []),
  ].join(' ');
}
