import type { NewsItem } from '../../../../shared/news';
import { newsText } from '../../../messages/news';

const { signalLabels: label, languageNames, generatorNames } = newsText;

type SignalValue = number | string | string[];

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

function formatValue(value: SignalValue): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return numberFormat.format(value);
  return value;
}

/**
 * The pipeline's signals and the hand-written demo topics' keys, in display order, with their German label
 * and, where the raw value needs it, a format. A key missing here is shown with its own name.
 */
const signalLabels: [key: string, label: string, format?: (value: SignalValue) => string][] = [
  ['score', label.score],
  ['articles', label.articles],
  ['outlets', label.outlets],
  ['medien', label.medien],
  ['countries', label.countries],
  ['laender', label.laender],
  [
    'languages',
    label.languages,
    (v) => (Array.isArray(v) ? v.map((l) => languageNames[l] ?? l).join(', ') : formatValue(v)),
  ],
  ['sprachen', label.sprachen],
  ['outlet_names', label.outlet_names],
  ['country_codes', label.country_codes],
  ['breadth', label.breadth],
  ['growth', label.growth],
  ['wachstum', label.wachstum],
  ['recency', label.recency],
  ['eu_relevance', label.eu_relevance],
  ['eu_bezug', label.eu_bezug],
  ['regional_relevance', label.regional_relevance],
  ['region', label.region],
  ['regional_terms', label.regional_terms],
  ['low_relevance_penalty', label.low_relevance_penalty],
  ['generator', label.generator, (v) => (typeof v === 'string' ? (generatorNames[v] ?? v) : formatValue(v))],
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
