import { networkLabel } from './channel-limits';
import { releaseRevokedLabels, type ReleaseRevokedReason } from './release';
import type { DiffOp } from './text-diff';
import { diffSide } from './text-diff';

/**
 * What one log entry changed, as lines a person reads: the texts as word diffs, everything else (images,
 * plans, settings, accounts) as old and new value. The same lines feed the expanded rows of „Protokoll“ and
 * „Verlauf“ and the CSV's „Vorher“/„Nachher“ columns, so all three say the same.
 */
export type ChangeLine =
  | { field: string; label: string; type: 'text'; ops: DiffOp[] }
  | { field: string; label: string; type: 'images'; before: (string | null)[]; after: (string | null)[] }
  | { field: string; label: string; type: 'value'; before: string | null; after: string | null };

const fieldLabels: Record<string, string> = {
  title: 'Titel',
  instagram_text: 'Instagram-Text',
  sharepic_1_titel: 'Sharepic 1 · Titel',
  sharepic_1_inhalt: 'Sharepic 1 · Text',
  sharepic_2_titel: 'Sharepic 2 · Titel',
  sharepic_2_inhalt: 'Sharepic 2 · Text',
  images: 'Sharepics',
  backgrounds: 'Hintergrundbilder',
  status: 'Status',
  release_revoked: 'Freigabe aufgehoben',
  machine_text: 'Maschinell geschrieben',
  plan: 'Planung',
  moved: 'Planung geändert',
  released_by_email: 'Freigegeben von',
  replaced_id: 'Ersetzter Vorschlag (ID)',
  replaced_title: 'Ersetzter Vorschlag',
  four_eyes: 'Vier-Augen-Regel',
  terms: 'Regionale Begriffe',
  profile_id: 'Buffer-Kanal',
  token_set: 'Buffer-Schlüssel hinterlegt',
  token_changed: 'Buffer-Schlüssel geändert',
  email: 'E-Mail',
  role: 'Rolle',
  id: 'Konto-ID',
  name: 'Name',
  address: 'Anschrift',
  source: 'Quelle',
  version: 'Version',
  brand: 'Erscheinungsbild',
  logo: 'Logo',
  tone: 'Ton',
  fixedHashtags: 'Feste Hashtags',
  closingLine: 'Schlusszeile',
  organizationName: 'Name der Organisation',
  claim: 'Claim',
  primaryColor: 'Hauptfarbe',
  accentColor: 'Akzentfarbe',
  font: 'Schrift',
  layout: 'Layout',
  infoHeadline: 'Info-Bild · Überschrift',
  infoCallToAction: 'Info-Bild · Text',
};

/** Where one key means something else in one kind of entry. */
const kindFieldLabels: Record<string, Record<string, string>> = {
  'settings.voice': { address: 'Anrede' },
};

const valueWords: Record<string, string> = {
  admin: 'Admin',
  editor: 'Redakteur:in',
  maschinell: 'maschinell',
  env: 'Umgebungsvariablen',
  settings: 'Einstellungen',
};

const imageFields = new Set(['images', 'backgrounds']);

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored value as German text: yes/no, lists joined, a release plan as its channels and time, „—“ for none. */
export function valueText(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'release_revoked' && typeof value === 'string' && value in releaseRevokedLabels)
    return releaseRevokedLabels[value as ReleaseRevokedReason].replace(/^Freigabe aufgehoben: /, '');
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string') return valueWords[value] ?? value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueText(field, v) ?? '—').join(', ');
  if (field === 'plan' && isRecord(value) && Array.isArray(value.channels)) {
    const channels = value.channels.map((c) => (isRecord(c) ? channelName(c) : String(c))).join(', ');
    const when = typeof value.scheduled_at === 'string' ? berlinTime.format(new Date(value.scheduled_at)) : 'sofort';
    return `${channels || '—'} · ${when}`;
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, v]) => `${fieldLabels[key] ?? key}: ${valueText(key, v) ?? '—'}`)
      .join('; ');
  }
  return String(value);
}

/** A planned channel as the publish dialog names it: the network, and the profile's name beside it. */
function channelName(channel: Record<string, unknown>): string {
  const network = typeof channel.service === 'string' ? networkLabel(channel.service) : null;
  const name = typeof channel.name === 'string' ? channel.name : String(channel.id ?? '');
  return network ? `${network} (${name})` : name;
}

const asImageList = (value: unknown): (string | null)[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' && v ? v : null)) : [];

/** The lines of one entry, in a stable order: text diffs first, then the other fields as recorded. */
export function changeLines(entry: {
  kind?: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): ChangeLine[] {
  // The look's settings are one object in the entry; each of them is a line of its own.
  const before = flattened(entry.before ?? {}, 'brand');
  const after = flattened(entry.after ?? {}, 'brand');
  const labelOf = (field: string) => kindFieldLabels[entry.kind ?? '']?.[field] ?? fieldLabels[field] ?? field;
  const lines: ChangeLine[] = [];
  const diff = isRecord(after.diff) ? (after.diff as Record<string, DiffOp[]>) : {};
  for (const [field, ops] of Object.entries(diff)) {
    if (Array.isArray(ops)) lines.push({ field, label: labelOf(field), type: 'text', ops });
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => f !== 'diff');
  for (const field of fields) {
    const label = labelOf(field);
    if (imageFields.has(field)) {
      lines.push({
        field,
        label,
        type: 'images',
        before: asImageList(before[field]),
        after: asImageList(after[field]),
      });
      continue;
    }
    const was = field in before ? valueText(field, before[field]) : null;
    const now = field in after ? valueText(field, after[field]) : null;
    // A value that is the same on both sides (an account's e-mail on a role change) says nothing new.
    if (field in before && field in after && was === now) continue;
    if (was === null && now === null) continue;
    lines.push({ field, label, type: 'value', before: was, after: now });
  }
  return lines;
}

function flattened(values: Record<string, unknown>, key: string): Record<string, unknown> {
  const inner = values[key];
  if (!isRecord(inner)) return values;
  const { [key]: _nested, ...rest } = values;
  return { ...rest, ...inner };
}

/**
 * The diff as a person reads it: a changed passage is one removal followed by one addition, not word for
 * word interleaved („Von Anna ergänzt.“ → „Noch einmal geändert.“ rather than Von→Noch Anna→einmal …).
 * Spaces between changed words join the passage; the result still gives back both texts.
 */
export function readableDiff(ops: DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  let removed = '';
  let added = '';
  let gap = '';
  const flush = () => {
    if (removed) out.push(['-', removed]);
    if (added) out.push(['+', added]);
    removed = '';
    added = '';
  };
  const pushEqual = (text: string) => {
    const last = out.at(-1);
    if (last && last[0] === '=') last[1] += text;
    else out.push(['=', text]);
  };
  for (const [op, text] of ops) {
    if (op === '=') {
      if ((removed || added) && /^\s+$/.test(text) && !text.includes('\n')) {
        gap += text;
        continue;
      }
      flush();
      if (gap) pushEqual(gap);
      gap = '';
      pushEqual(text);
      continue;
    }
    if (gap) {
      removed += gap;
      added += gap;
      gap = '';
    }
    if (op === '-') removed += text;
    else added += text;
  }
  flush();
  if (gap) pushEqual(gap);
  return out;
}

/** One side of the lines as plain text, one „Feld: Wert“ per line (the CSV's „Vorher“ and „Nachher“). */
export function changeSideText(lines: ChangeLine[], side: 'before' | 'after'): string {
  const out: string[] = [];
  for (const line of lines) {
    let text: string | null;
    if (line.type === 'text') text = diffSide(line.ops, side === 'before' ? '-' : '+');
    else if (line.type === 'images') text = line[side].length ? line[side].map((u) => u ?? '—').join(', ') : null;
    else text = line[side];
    if (text !== null && text !== '') out.push(`${line.label}: ${text}`);
  }
  return out.join('\n');
}
