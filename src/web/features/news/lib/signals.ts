import type { NewsItem } from '../../../../shared/news';

const signalLabels: Record<string, string> = {
  medien: 'Medien',
  laender: 'Länder',
  sprachen: 'Sprachen',
  eu_bezug: 'EU-Bezug',
  wachstum: 'Wachstum',
  region: 'Regionaler Bezug',
  score: 'Punktzahl',
};

const summaryKey = 'zusammenfassung';

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

function labelOf(key: string): string {
  const known = signalLabels[key];
  if (known) return known;
  const spaced = key.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function formatValue(value: number | string | string[]): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return numberFormat.format(value);
  return value;
}

/** The pipeline's selection signals as German label/value pairs, plus its one-sentence summary. */
export function selectionSignals(item: NewsItem): { summary: string | null; entries: { label: string; value: string }[] } {
  const signals = item.recommendation_signals ?? {};
  const summary = signals[summaryKey];
  const entries = Object.entries(signals)
    .filter(([key]) => key !== summaryKey)
    .map(([key, value]) => ({ label: labelOf(key), value: formatValue(value) }));
  return { summary: typeof summary === 'string' ? summary : null, entries };
}
