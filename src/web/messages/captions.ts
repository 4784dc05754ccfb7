import type { CaptionRole } from '../../shared/evidence';

/** „Belege“ (the sources behind each caption sentence) and „Text neu vorschlagen“. Toasts: src/shared/messages.ts. */
export const captionsText = {
  evidence: 'Belege',
  evidenceTitle: 'Belege zum Instagram-Text',
  evidenceDescription:
    'Der Text Satz für Satz: wozu der Satz dient und aus welchem Artikel er stammt. Nur für das Team sichtbar.',
  loading: 'Belege werden geladen …',
  notGenerated: 'Für diesen Text sind keine Belege gespeichert: Er wurde nicht vom Generator geschrieben.',
  roles: {
    hook: 'Aufhänger',
    fact: 'Fakt',
    opinion: 'Meinung eines Mediums',
    context: 'Einordnung',
    closing: 'Schluss',
  } satisfies Record<CaptionRole, string>,
  edited: 'bearbeitet – keine Quelle',
  ownWording: 'eigene Formulierung, keine Quelle nötig',
  sourceLabel: (outlet: string) => `Artikel bei ${outlet} (öffnet in neuem Tab)`,
  sentenceNumber: (n: number) => `Satz ${n}`,
  foreignFactsTitle: 'Nur in internationalen Berichten',
  foreignFactsDescription:
    'Diese Sätze nennen Fakten, die der Text nicht enthält. Übersetzt ergänzen, wenn sie zur Nachricht gehören.',
  droppedTitle: 'Weggelassene Sätze',
  droppedDescription:
    'Sätze aus den Berichten (oder vom Sprachmodell), die der Generator nicht übernommen hat, und warum.',

  regenerate: 'Text neu vorschlagen',
  regenerating: 'Wird geschrieben …',
  confirmTitle: 'Text neu vorschlagen?',
  confirmText:
    'Der bearbeitete Text wird ersetzt. Was die Redaktion am Instagram-Text geändert hat, geht verloren; Titel und Sharepics bleiben.',
  confirm: 'Text ersetzen',
  cancel: 'Abbrechen',
} as const;
