import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ActivityRow } from '../../db/schema/activity';
import {
  activityKindLabels,
  activityPageSize,
  type ActivityEntryView,
  type ActivityKind,
  type ActivityPage,
  type ActivityQuery,
} from '../../../shared/activity';
import { changeLines, changeSideText } from '../../../shared/activity-change';
import { displayNameOf } from '../../../shared/news-view';
import { countActivity, distinctActors, distinctNews, findActivity, insertActivity } from './activity.repo';

/**
 * One recording function for every change (docs/decisions/024-activity-log-and-release.md). Callers pass
 * their transaction as `db`, so the entry commits (or rolls back) together with the change it describes.
 */

/** Who made a change: a person (name and address copied, so the entry survives the account) or the server. */
export interface ActivityActor {
  id: string | null;
  name: string;
  email: string | null;
}

export const personActor = (user: { id: string; email: string; name?: string | null }): ActivityActor => ({
  id: user.id,
  name: displayNameOf(user.name, user.email),
  email: user.email,
});

/** The server's own work, named in German. */
const systemNames = {
  pipeline: 'System: Analyse',
  demo: 'System: Demo',
  regeneration: 'System: Bildgenerierung',
  publisher: 'System: Veröffentlichung',
  /** Commands on the server (npm run user:create, tests). */
  cli: 'System: Kommandozeile',
} as const;
export const systemActor = (kind: keyof typeof systemNames): ActivityActor => ({
  id: null,
  name: systemNames[kind],
  email: null,
});

export interface ActivityRecord {
  kind: ActivityKind;
  news?: { id: string; title: string } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  contentHash?: string | null;
  /** Defaults to the database's clock. */
  at?: Date;
}

export async function recordActivity(db: Db, actor: ActivityActor, entry: ActivityRecord): Promise<void> {
  await insertActivity(db, {
    ...(entry.at ? { at: entry.at } : {}),
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    kind: entry.kind,
    newsId: entry.news?.id ?? null,
    newsTitle: entry.news?.title ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    contentHash: entry.contentHash ?? null,
  });
}

export function toEntryView(row: ActivityRow): ActivityEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_name: row.actorName,
    actor_email: row.actorEmail,
    kind: row.kind,
    kind_label: activityKindLabels[row.kind] ?? row.kind,
    news_id: row.newsId,
    news_title: row.newsTitle,
    before: row.before ?? null,
    after: row.after ?? null,
    content_hash: row.contentHash,
  };
}

/** „Protokoll“: one page of the filtered log, newest first. */
export async function listActivity(ctx: AppContext, query: ActivityQuery): Promise<ActivityPage> {
  const { page = 1, ...filters } = query;
  const rows = await findActivity(ctx.db, filters, { limit: activityPageSize, offset: (page - 1) * activityPageSize });
  const total = await countActivity(ctx.db, filters);
  const actors = await distinctActors(ctx.db);
  const items = await distinctNews(ctx.db);
  return { entries: rows.map(toEntryView), total, page, page_size: activityPageSize, actors, items };
}

/** An item's own history („Verlauf“ on its card), newest first. */
export async function newsHistory(ctx: AppContext, newsId: string): Promise<ActivityEntryView[]> {
  return (await findActivity(ctx.db, { news_id: newsId }, { limit: 200, offset: 0 })).map(toEntryView);
}

/** The most rows one export holds; the admin narrows the filters for more. */
export const csvRowLimit = 50_000;

export async function activityCsv(ctx: AppContext, query: ActivityQuery): Promise<string> {
  const { page: _page, ...filters } = query;
  const rows = await findActivity(ctx.db, filters, { limit: csvRowLimit, offset: 0 });
  return toCsv(rows.map(toEntryView));
}

const csvHeader = [
  'Zeitpunkt',
  'Person',
  'E-Mail',
  'Art',
  'Beitrag',
  'Beitrags-ID',
  'Inhalts-Hash',
  'Vorher',
  'Nachher',
];

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break (quotes doubled, RFC 4180).
 * A cell that starts like a formula gets a leading apostrophe, so a title from a news feed cannot run as
 * a spreadsheet formula (OWASP "CSV injection").
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Semicolon-separated with CRLF line ends and a UTF-8 byte order mark: what a German Excel opens
 * correctly with a double click (its list separator is the semicolon; without the mark it reads Latin-1).
 */
export function toCsv(entries: ActivityEntryView[]): string {
  const lines = [csvHeader.map(csvCell).join(';')];
  for (const e of entries) {
    // Before and after as text a person reads, one „Feld: Wert“ per line (src/shared/activity-change.ts).
    const changed = changeLines(e);
    lines.push(
      [
        berlinTime.format(new Date(e.at)),
        e.actor_name,
        e.actor_email,
        e.kind_label,
        e.news_title,
        e.news_id,
        e.content_hash,
        changeSideText(changed, 'before'),
        changeSideText(changed, 'after'),
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
