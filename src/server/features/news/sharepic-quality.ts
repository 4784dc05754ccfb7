import type { Sharepic } from '../../../shared/news';

/** The assessment's "Sharepic-Qualität" line, in German, from what the renderer reported. */
export function sharepicQuality(sharepics: Sharepic[]): string {
  const problems: string[] = [];
  const overflowing = sharepics.flatMap((s, i) => (s.overflow ? [i + 1] : []));
  if (overflowing.length > 0) problems.push(`Text zu lang für Sharepic ${overflowing.join(' und ')}`);
  const withoutPhoto = sharepics.slice(0, 2).flatMap((s, i) => (s.layers.image_url ? [] : [i + 1]));
  if (withoutPhoto.length > 0)
    problems.push(`kein Foto auf Sharepic ${withoutPhoto.join(' und ')} (Markenhintergrund)`);
  if (problems.length === 0) return 'Gut: Texte passen, Kontrast ausreichend, Foto vorhanden.';
  return `Prüfen: ${problems.join('; ')}. Der Kontrast ist durch die Abdunklung gesichert.`;
}
