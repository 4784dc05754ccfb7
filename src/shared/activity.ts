import { z } from 'zod';
import { isCalendarDate } from './dates';
import { plainText } from './fields';
import { messages } from './messages';

/**
 * The activity log („Protokoll“): what kinds of change it records, their German names, the filters of the
 * admin page and the shape of an entry (docs/decisions/024-activity-log-and-release.md).
 */
export const activityKinds = [
  'news.proposed',
  'news.proposal_updated',
  'news.text',
  'news.title',
  'news.caption',
  'news.sharepic_texts',
  'news.backgrounds',
  'news.regenerated',
  'news.caption_regenerated',
  'news.rebranded',
  'news.released',
  'news.release_withdrawn',
  'news.publish_started',
  'news.published',
  'news.publish_failed',
  'news.failed_in_buffer',
  'news.scheduled',
  'news.schedule_cancelled',
  'settings.buffer',
  'settings.regional_terms',
  'settings.release_rule',
  'settings.voice',
  'settings.brand',
  'settings.imprint',
  'user.created',
  'user.role',
  'user.password',
  'user.own_password',
  'user.deleted',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** „Art“ in the table and the CSV. */
export const activityKindLabels: Record<ActivityKind, string> = {
  'news.proposed': 'Vorschlag erstellt',
  'news.proposal_updated': 'Vorschlag aktualisiert',
  'news.text': 'Titel/Text bearbeitet',
  'news.title': 'Titel bearbeitet',
  'news.caption': 'Instagram-Text bearbeitet',
  'news.sharepic_texts': 'Sharepic-Texte bearbeitet',
  'news.backgrounds': 'Hintergrundbilder geändert',
  'news.regenerated': 'Bilder neu erzeugt',
  'news.caption_regenerated': 'Text neu vorgeschlagen',
  'news.rebranded': 'Bilder im neuen Erscheinungsbild',
  'news.released': 'Freigegeben',
  'news.release_withdrawn': 'Freigabe zurückgezogen',
  'news.publish_started': 'Veröffentlichung gestartet',
  'news.published': 'Veröffentlicht',
  'news.publish_failed': 'Veröffentlichung fehlgeschlagen',
  'news.failed_in_buffer': 'Laut Buffer fehlgeschlagen',
  'news.scheduled': 'Veröffentlichung geplant',
  'news.schedule_cancelled': 'Planung abgebrochen',
  'settings.buffer': 'Buffer-Einstellungen geändert',
  'settings.regional_terms': 'Regionale Begriffe geändert',
  'settings.release_rule': 'Freigaberegel geändert',
  'settings.voice': 'Tonalität geändert',
  'settings.brand': 'Erscheinungsbild geändert',
  'settings.imprint': 'Impressum geändert',
  'user.created': 'Konto angelegt',
  'user.role': 'Rolle geändert',
  'user.password': 'Passwort neu gesetzt',
  'user.own_password': 'Eigenes Passwort geändert',
  'user.deleted': 'Konto gelöscht',
};

/** Entries per page of the admin table. */
export const activityPageSize = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: messages.validation.dateFormat, abort: true })
  // Date-shaped but not a day (2026-02-30): well-formed input outside what exists, answered 422.
  .refine(isCalendarDate, {
    message: messages.validation.impossibleDate,
    params: { status: 422 },
  })
  .optional();

/** The filters of „Protokoll“ (query string); `from` and `to` are Berlin calendar days, both included. */
export const activityQuerySchema = z.object({
  news_id: z.uuid('Unbekannter Beitrag.').optional(),
  actor: plainText({ label: 'Die Person', max: 320, trim: true }).optional(),
  kind: z.enum(activityKinds, 'Unbekannte Art.').optional(),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityEntryView {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  actor_email: string | null;
  kind: ActivityKind;
  kind_label: string;
  news_id: string | null;
  news_title: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  content_hash: string | null;
}

export interface ActivityPage {
  entries: ActivityEntryView[];
  total: number;
  page: number;
  page_size: number;
  /** The people and topics that occur in the log, for the filter lists. */
  actors: { id: string | null; name: string; email: string | null }[];
  items: { id: string; title: string | null }[];
}
