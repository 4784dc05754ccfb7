import type { NewsItem } from '../../../../shared/news';

type SignalValue = number | string | string[];

const languageNames: Record<string, string> = { de: 'Deutsch', en: 'Englisch', fr: 'Französisch' };
const generatorNames: Record<string, string> = {
  extractive: 'aus Sätzen der Artikel (extraktiv)',
  llm: 'Sprachmodell, mit Faktenprüfung',
};

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

function formatValue(value: SignalValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return numberFormat.format(value);
  return value;
}

/**
 * German labels, in display order, for the pipeline's signals (src/server/pipeline/rank.ts) and the
 * hand-written demo topics. A key missing here is shown with its own name.
 */
const signalLabels: [key: string, label: string, format?: (value: SignalValue) => string][] = [
  ['score', 'Punktzahl'],
  ['articles', 'Artikel'],
  ['outlets', 'Medien'],
  ['medien', 'Medien'],
  ['countries', 'Länder'],
  ['laender', 'Länder'],
  [
    'languages',
    'Sprachen',
    (v) => (Array.isArray(v) ? v.map((l) => languageNames[l] ?? l).join(', ') : formatValue(v)),
  ],
  ['sprachen', 'Sprachen'],
  ['outlet_names', 'Berichtende Medien'],
  ['country_codes', 'Länderkürzel'],
  ['breadth', 'Breite der Berichterstattung'],
  ['growth', 'Wachstum'],
  ['wachstum', 'Wachstum'],
  ['recency', 'Aktualität'],
  ['eu_relevance', 'EU-Bezug'],
  ['eu_bezug', 'EU-Bezug'],
  ['regional_relevance', 'Regionaler Bezug'],
  ['region', 'Regionaler Bezug'],
  ['regional_terms', 'Regionale Begriffe'],
  ['low_relevance_penalty', 'Abzug (Sport, Prominente, Kriminalität ohne EU-Bezug)'],
  ['generator', 'Texte', (v) => (typeof v === 'string' ? (generatorNames[v] ?? v) : formatValue(v))],
];

const summaryKeys = ['warum', 'zusammenfassung'];

function ownLabel(key: string): string {
  const spaced = key.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isEmpty = (value: SignalValue) => (Array.isArray(value) ? value.length === 0 : value === '');

/** The selection signals as German label/value pairs, plus the one-sentence summary ("Warum ausgewählt: …"). */
export function selectionSignals(item: Pick<NewsItem, 'recommendation_signals'>): {
  summary: string | null;
  entries: { label: string; value: string }[];
} {
  const signals: Record<string, SignalValue> = item.recommendation_signals ?? {};
  const summaryValue = summaryKeys.map((k) => signals[k]).find((v) => typeof v === 'string' && v.length > 0);
  const known = new Set([...summaryKeys, ...signalLabels.map(([key]) => key)]);
  const entries = [
    ...signalLabels.filter(([key]) => key in signals).map(([key, label, format]) => ({ key, label, format })),
    ...Object.keys(signals)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, label: ownLabel(key), format: undefined })),
  ]
    .filter(({ key }) => !isEmpty(signals[key]))
    .map(({ key, label, format }) => ({ label, value: (format ?? formatValue)(signals[key]) }));
  return { summary: typeof summaryValue === 'string' ? summaryValue : null, entries };
}
