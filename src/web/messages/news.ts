import type { Readiness } from '../../shared/caption-review';
import type { NewsCategory, Priority } from '../../shared/news';

/** The gallery and its cards: tabs, empty lists, the card, the assessment box, sharepics, the source. */
export const newsText = {
  periodLabel: 'Zeitraum',
  categoryLabels: { heute: 'Heute', woche: 'Diese Woche', vergangene: 'Vergangene' } satisfies Record<
    NewsCategory,
    string
  >,
  emptyMessages: {
    heute: 'Heute gibt es noch keine neuen News.',
    woche: 'Diese Woche gibt es noch keine News.',
    vergangene: 'Keine vergangenen News vorhanden.',
  } satisfies Record<NewsCategory, string>,
  loadingList: 'News werden geladen',
  loadFailed: 'Die News konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  retrying: 'Lädt erneut …',
  loadMore: 'Mehr laden',
  loadingMore: 'Wird geladen …',
  shownOfTotal: (shown: number, total: number) =>
    `${shown.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} ${total === 1 ? 'Thema' : 'Themen'}`,

  demoBadge: 'Demo',
  demoBadgeHint: 'Beispielthema zur Vorschau',
  /** A demo topic built from the shipped feed snapshots: the day its news is really from. */
  demoNewsBadge: (day: string) => `Demo · Nachrichten vom ${day}`,
  demoNewsHint: (day: string) =>
    `Beispielthema aus mitgelieferten Nachrichten vom ${day}; für die Vorschau auf die Tage um heute verteilt.`,
  priorityPrefix: 'Priorität: ',
  priorityLabels: { dringend: 'dringend', hoch: 'hoch', mittel: 'mittel', niedrig: 'niedrig' } satisfies Record<
    Priority,
    string
  >,
  statusPrefix: 'Status: ',

  rankLabel: (rank: number) => `Platz ${rank} der Woche`,
  assessmentRank: 'Platz in der Woche',
  assessmentTitle: 'Strategische Einschätzung',
  assessmentPriority: 'Priorität',
  assessmentQuality: 'Sharepic-Qualität',
  assessmentReasoning: 'Begründung',
  editSuggestions: 'Bearbeitungsvorschläge',
  reviewHints: 'Hinweise zur Prüfung',
  captionCheckTitle: 'Prüfung des Instagram-Texts',
  readinessLabel: 'Text',
  readiness: {
    bereit: 'bereit zum Posten',
    'leicht überarbeiten': 'leicht überarbeiten',
    überarbeiten: 'überarbeiten',
  } satisfies Record<Readiness, string>,
  readinessEdited: 'vom Team bearbeitet',
  euAngleLabel: 'EU-Bezug',
  llmFallback: (reason: string) => `Sprachmodell nicht verwendet: ${reason}. Der Text stammt aus den Quellartikeln.`,
  llmUsed: (attempts: number) => (attempts > 1 ? 'Sprachmodell, im zweiten Versuch' : 'Sprachmodell'),
  ruleSuffix: (rule: string) => ` – ${rule}`,
  signalsTitle: 'Auswahlsignale',
  signalLabelSuffix: ': ',
  flagLabels: { alarmismus: 'Alarmismus', spekulation: 'Spekulation', juristische_risiko: 'Juristisches Risiko' },

  /** German labels for the pipeline's selection signals and for the keys of the hand-written demo topics. */
  signalLabels: {
    score: 'Punktzahl',
    articles: 'Artikel',
    outlets: 'Medien',
    medien: 'Medien',
    countries: 'Länder',
    laender: 'Länder',
    languages: 'Sprachen',
    sprachen: 'Sprachen',
    outlet_names: 'Berichtende Medien',
    country_codes: 'Länderkürzel',
    breadth: 'Breite der Berichterstattung',
    growth: 'Wachstum',
    wachstum: 'Wachstum',
    recency: 'Aktualität',
    eu_relevance: 'EU-Bezug',
    eu_bezug: 'EU-Bezug',
    regional_relevance: 'Regionaler Bezug',
    region: 'Regionaler Bezug',
    regional_terms: 'Regionale Begriffe',
    low_relevance_penalty: 'Abzug (Sport, Prominente, Kriminalität ohne EU-Bezug)',
    generator: 'Texte',
  },
  languageNames: { de: 'Deutsch', en: 'Englisch', fr: 'Französisch' } as Record<string, string>,
  generatorNames: {
    extractive: 'aus Sätzen der Artikel (extraktiv)',
    llm: 'Sprachmodell, mit Faktenprüfung',
  } as Record<string, string>,

  instagramTextTitle: 'Instagram-Text',
  sourceLabel: 'Quelle: ',
  opensInNewTab: ' (öffnet in neuem Tab)',
  photoCredit: (photographer: string, provider: string) => `Foto: ${photographer} / ${provider}`,

  sharepicRoles: ['Titelbild', 'Detailbild', 'Infobild'],
  sharepicName: (index: number) => `Sharepic ${index}`,
  sharepicCaption: (index: number, role: string) => `Sharepic ${index} · ${role}`,
  sharepicAlt: (title: string, index: number) => `${title} – Sharepic ${index}`,
  enlargeSharepic: (index: number, alt: string) => `Sharepic ${index} vergrößern: ${alt}`,
  previousSharepic: 'Vorheriges',
  nextSharepic: 'Nächstes',
  sharepicPosition: (index: number, count: number) => `Bild ${index} von ${count}`,
  download: 'Herunterladen',
  downloadWhich: (index: number) => ` (Sharepic ${index})`,
  textTooLong: (index: number) => `Text zu lang für Sharepic ${index}`,

  actionsLabel: 'Bearbeiten',
  moreActions: 'Weitere Aktionen',

  /** „Fortsetzung von „Titel““: the earlier week's topic this one continues, as a link to its card. */
  followsPrefix: 'Fortsetzung von ',
  followsTitle: (title: string) => `„${title}“`,
} as const;
