import { z } from 'zod';
import { hasControlCharacters, isHttpUrl } from './fields';
import { textLimits } from './limits';
import { messages } from './messages';

/** The pipeline's stages in run order, with the German labels the admin page shows. */
export const pipelineStages = [
  'fetch',
  'parse',
  'normalise',
  'dedupe',
  'cluster',
  'rank',
  'select',
  'generate',
  'assess',
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export const pipelineStageLabels: Record<PipelineStage, string> = {
  fetch: 'Quellen abrufen',
  parse: 'Feeds lesen',
  normalise: 'Artikel aufbereiten',
  dedupe: 'Dubletten zusammenführen',
  cluster: 'Geschichten bilden',
  rank: 'Geschichten gewichten',
  select: 'Themen der Woche wählen',
  generate: 'Texte erstellen',
  assess: 'Bewerten und Sharepics erzeugen',
};

export const pipelineTriggers = ['schedule', 'manual', 'cli', 'startup'] as const;
export type PipelineTrigger = (typeof pipelineTriggers)[number];

export const pipelineRunStatuses = ['running', 'succeeded', 'failed'] as const;
export type PipelineRunStatus = (typeof pipelineRunStatuses)[number];

export const stageStatuses = ['pending', 'running', 'done', 'failed'] as const;
export type StageStatus = (typeof stageStatuses)[number];

/** Per-source result of the last fetch, as stored and shown. */
export const sourceFetchStatuses = ['ok', 'not_modified', 'failed', 'parse_failed'] as const;
export type SourceFetchStatus = (typeof sourceFetchStatuses)[number];

export const sourceLanguages = ['de', 'en'] as const;

const trimmed = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((s) => s.length > max || !hasControlCharacters(s), messages.validation.controlCharacters);

export const feedUrlSchema = z
  .string({ error: 'Feed-Adresse wird benötigt' })
  .trim()
  .min(1, 'Feed-Adresse wird benötigt')
  .max(textLimits.url, 'Die Feed-Adresse ist zu lang')
  .refine(isHttpUrl, messages.validation.invalidUrl);

const outletField = z
  .string({ error: 'Das Medium muss ein Text sein' })
  .trim()
  .max(textLimits.sourceName, `Der Name des Mediums ist zu lang (höchstens ${textLimits.sourceName} Zeichen)`);

export const createSourceSchema = z.object({
  name: trimmed(textLimits.sourceName, 'Name der Quelle wird benötigt', 'Der Name ist zu lang (höchstens 120 Zeichen)'),
  /** The outlet as captions name it („DER SPIEGEL“); empty or absent: derived from the name. */
  outlet: outletField.optional(),
  url: feedUrlSchema,
  language: z.enum(sourceLanguages, { error: 'Sprache muss Deutsch (de) oder Englisch (en) sein' }),
  country: z
    .string({ error: 'Land wird benötigt' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Land als zweibuchstabiger Code angeben, z. B. DE, BE oder EU'),
});
export type CreateSourceInput = z.infer<typeof createSourceSchema>;

export const updateSourceSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled muss wahr oder falsch sein' }).optional(),
    name: trimmed(
      textLimits.sourceName,
      'Name der Quelle wird benötigt',
      'Der Name ist zu lang (höchstens 120 Zeichen)',
    ).optional(),
    outlet: outletField.optional(),
  })
  .refine((v) => v.enabled !== undefined || v.name !== undefined || v.outlet !== undefined, 'Es wurde nichts geändert');
export type UpdateSourceInput = z.infer<typeof updateSourceSchema>;

export interface FeedSourceJson {
  id: string;
  name: string;
  /** The outlet captions name for this feed: as set, or derived from the name (shared/outlet-name.ts). */
  outlet: string;
  /** Whether `outlet` was set by an admin (else derived). */
  outlet_set: boolean;
  url: string;
  language: 'de' | 'en';
  country: string;
  enabled: boolean;
  created_at: string;
  last_fetched_at: string | null;
  last_status: SourceFetchStatus | null;
  last_message: string | null;
  last_item_count: number | null;
}

export interface RunStageJson {
  stage: PipelineStage;
  label: string;
  status: StageStatus;
  count: number | null;
  duration_ms: number | null;
}

export interface RunCountsJson {
  sources_ok: number;
  sources_not_modified: number;
  sources_failed: number;
  articles: number;
  stories: number;
  created: number;
  updated: number;
  /** Weak proposals replaced by a clearly better story. */
  replaced: number;
  kept: number;
}

export interface RunSummaryJson {
  week_key: string;
  /** Semantic similarity: „aus“, „an“ or „fehlgeschlagen: …“ (then the run clustered lexically); absent in older runs. */
  embeddings?: string;
  sources: {
    name: string;
    url: string;
    status: SourceFetchStatus;
    items: number;
    reason: string | null;
    http_status: number | null;
    /** No server answered (DNS, connection, timeout); absent in older runs. */
    unreachable?: boolean;
  }[];
  /** For `replace`, `news_id` and `title` are the new item's and `replaced_title` the removed proposal's (absent in older runs). */
  topics: {
    action: 'create' | 'update' | 'replace' | 'keep';
    title: string | null;
    news_id: string | null;
    generator: string | null;
    replaced_title?: string | null;
  }[];
}

/**
 * Whether a run could read its sources: `none` (every source failed: the run failed), `degraded` (most
 * failed: a warning) or `ok`. `message` is German and null when all is well; `failures` names every failed
 * source with its German reason.
 */
export interface SourceHealthJson {
  verdict: 'ok' | 'degraded' | 'none';
  failed: number;
  total: number;
  message: string | null;
  /** Every source failed without any server answering: the message says the machine is probably offline. */
  offline: boolean;
  failures: { name: string; reason: string }[];
}

export interface PipelineRunJson {
  id: string;
  trigger: PipelineTrigger;
  status: PipelineRunStatus;
  is_demo: boolean;
  as_of: string;
  started_at: string;
  finished_at: string | null;
  started_by: string | null;
  stages: RunStageJson[];
  counts: RunCountsJson | null;
  summary: RunSummaryJson | null;
  /** Null while the run has no summary (running, or failed before it read its sources). */
  source_health: SourceHealthJson | null;
  error: string | null;
}
