import { z } from 'zod';
import { newsStatuses, type NewsStatus } from './news-status';

export { newsStatuses, type NewsStatus };
export const newsCategories = ['heute', 'woche', 'vergangene'] as const;
export const priorities = ['dringend', 'hoch', 'mittel', 'niedrig'] as const;

export const newsCategorySchema = z.enum(newsCategories);
export const newsStatusSchema = z.enum(newsStatuses);
export const prioritySchema = z.enum(priorities);

export type NewsCategory = z.infer<typeof newsCategorySchema>;
export type Priority = z.infer<typeof prioritySchema>;

/** Everything a sharepic was rendered from, so it can be re-rendered exactly. */
export const sharepicLayersSchema = z.object({
  titel: z.string(),
  inhalt: z.string(),
  image_url: z.string(),
});

/** Pexels asks for the photographer and a link wherever its photos are shown. */
export const photoCreditSchema = z.object({
  photographer: z.string(),
  photographer_url: z.string().optional(),
  source_url: z.string().optional(),
  provider: z.string(),
});

export const sharepicSchema = z.object({
  url: z.string(),
  layers: sharepicLayersSchema,
  alt: z.string().optional(),
  overflow: z.boolean().optional(),
  credit: photoCreditSchema.nullish(),
});

export type SharepicLayers = z.infer<typeof sharepicLayersSchema>;
export type Sharepic = z.infer<typeof sharepicSchema>;
export type PhotoCredit = z.infer<typeof photoCreditSchema>;

/** A raised editorial flag and the text span that raised it. */
export const flagEvidenceSchema = z.object({
  flag: z.enum(['alarmismus', 'spekulation', 'juristische_risiko']),
  span: z.string(),
  rule: z.string(),
});
export type FlagEvidence = z.infer<typeof flagEvidenceSchema>;

/** Why the pipeline picked a topic: named signals with their values, plus a German summary. */
export const selectionSignalsSchema = z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string())]));

/** Publishing through Buffer (docs/decisions/005-publishing-never-twice.md): one attempt, as the API reports it. */
export const publicationStatuses = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
/**
 * Where the post stands in Buffer once Buffer accepted it: `queued` (scheduled for later), `sent` (out on
 * the network; an immediate post counts as sent when Buffer accepts it), `error` (Buffer could not publish
 * it), `deleted` (cancelled here or deleted in Buffer's own interface). Kept in step by the sync job.
 */
export const postStates = ['queued', 'sent', 'error', 'deleted'] as const;
export type PostState = (typeof postStates)[number];
export const publicationSchema = z.object({
  id: z.string(),
  news_id: z.string(),
  status: z.enum(publicationStatuses),
  requested_at: z.string(),
  requested_by_email: z.string(),
  finished_at: z.string().nullable(),
  caption: z.string(),
  images: z.array(z.object({ url: z.string(), sha256: z.string() })),
  content_hash: z.string(),
  buffer_post_id: z.string().nullable(),
  /** Buffer only sends a reminder; a person must post it in the Instagram app. */
  reminder: z.boolean(),
  /** German: success, reminder, pending or Buffer's error. */
  message: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** A German checklist line of the publish preflight. */
export const preflightCheckSchema = z.object({
  id: z.string(),
  label: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export type PreflightCheckView = z.infer<typeof preflightCheckSchema>;

/** "Veröffentlicht am …" on a public card: when, and nothing about who (docs/decisions/019-public-view.md). */
export const publicPublicationSummarySchema = z.object({
  published_at: z.string(),
});
export type PublicPublicationSummary = z.infer<typeof publicPublicationSummarySchema>;

/** "Veröffentlicht am … von Anna" for the team: the latest successful publication, with the account behind it. */
export const newsPublicationSummarySchema = publicPublicationSummarySchema.extend({
  /** The account's name, or the part of its e-mail address before the @ (see `displayNameOf` in news-view.ts). */
  published_by_name: z.string(),
  published_by_email: z.string(),
  buffer_post_id: z.string().nullable(),
  reminder: z.boolean(),
});
export type NewsPublicationSummary = z.infer<typeof newsPublicationSummarySchema>;

/**
 * What anonymous visitors get: the proposal itself (title, images, text, source, date, status) and the
 * assessment's priority and reasoning. Never an e-mail address, never raw scores or internal signals.
 */
export const publicNewsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  sharepics: z.array(sharepicSchema),
  instagram_text: z.string(),
  category: newsCategorySchema,
  status: newsStatusSchema,
  source_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  is_demo: z.boolean(),
  recommendation_priority: prioritySchema,
  recommendation_reasoning: z.string().nullable(),
  publication: publicPublicationSummarySchema.nullable(),
});
export type PublicNewsItem = z.infer<typeof publicNewsItemSchema>;

/** What signed-in team members get: the public shape plus the editorial workings and who published. */
export const newsItemSchema = publicNewsItemSchema.extend({
  search_term: z.string().nullable(),
  recommendation_sharepic_quality: z.string().nullable(),
  recommendation_edit_suggestions: z.array(z.string()),
  recommendation_alarmismus_flag: z.boolean(),
  recommendation_spekulation_flag: z.boolean(),
  recommendation_juristische_risiko_flag: z.boolean(),
  recommendation_flag_evidence: z.array(flagEvidenceSchema),
  recommendation_signals: selectionSignalsSchema,
  publication: newsPublicationSummarySchema.nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A card as the list delivers it: the team shape for a signed-in member, the public shape otherwise. */
export type NewsView = PublicNewsItem | NewsItem;

/** Which shape the server answers with; chosen from the session, never from the request. */
export type NewsAudience = 'public' | 'team';

/** The body of "Veröffentlichen": `republish` must be set to publish an item that was published before. */
export const publishRequestSchema = z
  .object({
    republish: z.boolean().optional(),
  })
  .strict();
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const newsListQuerySchema = z.object({
  category: newsCategorySchema.optional(),
});

export { instagramCaptionLimit, instagramHashtagLimit, sharepicsPerTopic, weeklyTopicLimit } from './limits';
