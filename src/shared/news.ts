import { z } from 'zod';
import { captionReviewSchema } from './caption-review';
import { newsStatuses, type NewsStatus } from './news-status';
import { messages } from './messages';
import { machineTextKinds, planChangeReasons, releaseRevokedReasons, type ReleasedPlan } from './release';
import { plainText } from './fields';
import { textLimits } from './limits';
import { scheduleMessages } from './schedule';

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
  /** One line above the text: topic and place on sharepic 1 („WAHLEN · FRANKREICH“), „Das Wichtigste“ on 2. */
  kicker: z.string().optional(),
  /** The story's countries (ISO alpha-2), highlighted on the map drawn when there is no photo. */
  countries: z.array(z.string()).optional(),
  /** Places the headline names (shared/countries.ts), marked on that map. */
  places: z.array(z.string()).optional(),
});

/**
 * Where a background photo comes from and on what terms, stored with the sharepic: the source (`provider`,
 * „Pexels“ or „Wikimedia Commons“), the author, the photo's page (`source_url`, the Commons file page) and the
 * licence with its link. `attribution_required` (CC BY, CC BY-SA) puts the credit into the caption; the
 * size tells the assessment whether the photo is sharp enough for a 1080 px sharepic.
 */
export const photoCreditSchema = z.object({
  photographer: z.string(),
  photographer_url: z.string().optional(),
  source_url: z.string().optional(),
  provider: z.string(),
  licence: z.string().optional(),
  licence_url: z.string().optional(),
  attribution_required: z.boolean().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
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

/**
 * A raised editorial flag: the words that raised it, the rule (German) and the sentence they stand in.
 * Rows written before the sentence was recorded have none.
 */
export const flagEvidenceSchema = z.object({
  flag: z.enum(['alarmismus', 'spekulation', 'juristische_risiko']),
  span: z.string(),
  rule: z.string(),
  sentence: z.string().optional(),
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
  channel_id: z.string(),
  /** The channel's network: `instagram`, `facebook`, `linkedin`, `mastodon`, `bluesky`, `threads`. */
  channel_service: z.string(),
  channel_name: z.string().nullable(),
  /** Buffer's `dueAt` of a scheduled post; null = published at once. */
  scheduled_at: z.string().nullable(),
  post_state: z.enum(postStates).nullable(),
  sent_at: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** One channel of the publish dialog: its limits, the caption as it would be sent, and a shortened proposal. */
export const channelPreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  service: z.string(),
  /** „Instagram“, „Mastodon“, … */
  network: z.string(),
  limits: z.object({ text: z.number(), hashtags: z.number().nullable(), images: z.number() }),
  /** Whether the caption may be replaced for this channel (every network but Instagram, whose text is the caption). */
  editable: z.boolean(),
  /** What goes out when nobody edits it: the caption, or the shortened proposal when the caption is too long. */
  text: z.string(),
  /** German: what the caption breaks on this network (empty when it fits). */
  problems: z.array(z.string()),
  /** German, when Buffer reports the channel unusable (disconnected, locked, missing); null when fine. */
  unavailable: z.string().nullable(),
});
export type ChannelPreview = z.infer<typeof channelPreviewSchema>;

/**
 * The one channel a post goes to while the admins allowed none explicitly: the Instagram channel of the
 * Buffer settings, named as Buffer calls it when it could be asked (`configured`: Buffer is set up at all).
 */
export interface DefaultChannel {
  network: string;
  name: string | null;
  configured: boolean;
}

/** What a channel shows on the card: the latest attempt on it. */
export const channelPostSchema = z.object({
  publication_id: z.string(),
  channel_id: z.string(),
  channel_name: z.string().nullable(),
  service: z.string(),
  status: z.enum(publicationStatuses),
  post_state: z.enum(postStates).nullable(),
  scheduled_at: z.string().nullable(),
  /** When it went out, or when the attempt ended. */
  finished_at: z.string().nullable(),
  message: z.string().nullable(),
  /** Why it ended: `cancelled` (by the team), `deleted_in_buffer`, `buffer_error`, Buffer's error kinds; null otherwise. */
  error_kind: z.string().nullable(),
});
export type ChannelPost = z.infer<typeof channelPostSchema>;

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

/** „Fortsetzung von „…““: the earlier topic an item continues, with the gallery tab that lists it. */
export const followsSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: newsCategorySchema,
});
export type Follows = z.infer<typeof followsSchema>;

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
  /** A demo topic from the shipped snapshots: the day its news is from (its `date` was moved next to today). */
  demo_news_date: z.string().nullable(),
  recommendation_priority: prioritySchema,
  recommendation_reasoning: z.string().nullable(),
  publication: publicPublicationSummarySchema.nullable(),
  follows: followsSchema.nullable(),
  /** „KI-generiert“ / „maschinell erstellt“ until a person edits or releases the texts (EU AI Act Art. 50). */
  machine_text: z.enum(machineTextKinds).nullable(),
  /** Its place among the week's topics (1 = most important) and why; null when no run ranked it. */
  week_rank: z.number().int().nullable(),
  rank_reason: z.string().nullable(),
});
export type PublicNewsItem = z.infer<typeof publicNewsItemSchema>;

/** A released plan on the card: „Freigegeben von … für Instagram, Mastodon · Jetzt“. */
export const releasedPlanSchema: z.ZodType<ReleasedPlan> = z.object({
  channels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      service: z.string(),
      network: z.string(),
      text: z.string().nullable(),
    }),
  ),
  scheduled_at: z.string().nullable(),
});

/** What signed-in team members get: the public shape plus the editorial workings and who published. */
export const newsItemSchema = publicNewsItemSchema.extend({
  /** How far the generated caption is from posting (team only); null for hand-made texts. */
  caption_review: captionReviewSchema.nullable(),
  search_term: z.string().nullable(),
  recommendation_sharepic_quality: z.string().nullable(),
  recommendation_edit_suggestions: z.array(z.string()),
  recommendation_alarmismus_flag: z.boolean(),
  recommendation_spekulation_flag: z.boolean(),
  recommendation_juristische_risiko_flag: z.boolean(),
  recommendation_flag_evidence: z.array(flagEvidenceSchema),
  recommendation_signals: selectionSignalsSchema,
  publication: newsPublicationSummarySchema.nullable(),
  /** „Freigegeben von … am …“ while the item carries a release. */
  release: z
    .object({
      released_at: z.string(),
      released_by_name: z.string(),
      released_by_email: z.string(),
      /** The released channels and time; null for a release made before releases carried a plan. */
      plan: releasedPlanSchema.nullable(),
    })
    .nullable(),
  /** „Freigabe aufgehoben: …“: what changed since the last release. */
  release_revoked: z.enum(releaseRevokedReasons).nullable(),
  /** The account behind the last content change (the four-eyes rule refuses its release); null: a generator. */
  last_content_by: z.string().nullable(),
  /** The latest attempt per channel (scheduled, sent, failed), for the card's per-channel result. */
  channel_posts: z.array(channelPostSchema),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A card as the list delivers it: the team shape for a signed-in member, the public shape otherwise. */
export type NewsView = PublicNewsItem | NewsItem;

/** Which shape the server answers with; chosen from the session, never from the request. */
export type NewsAudience = 'public' | 'team';

/** One ticked channel; `text` replaces the caption on it (shortened for the network). */
export const publishChannelChoiceSchema = z
  .object({
    id: plainText({ label: 'Die Kanal-ID', max: textLimits.bufferProfileId, trim: true }).pipe(
      z.string().min(1, 'Bitte wähle einen Kanal.'),
    ),
    text: plainText({ label: 'Der Text für den Kanal', max: textLimits.caption, multiline: true }).optional(),
  })
  .strict();
export type PublishChannelChoice = z.infer<typeof publishChannelChoiceSchema>;

export const publishMessages = {
  duplicateChannel: 'Jeder Kanal darf nur einmal gewählt werden.',
  noChannel: 'Bitte wähle mindestens einen Kanal.',
} as const;

/** The instant of a scheduled post, with its offset (`2026-11-19T10:00:00+01:00` or `…Z`). */
export const scheduledAtSchema = z.iso.datetime({ offset: true, error: scheduleMessages.invalid });

/**
 * The body of "Veröffentlichen". The channels and the time are explicit fields, so a release can cover
 * them: `channels` (each once; absent = the Instagram channel of the settings) and `scheduled_at` (absent
 * or null = now; else 10 minutes to 90 days ahead, checked on the server against its clock).
 * `republish` must be set to publish an item that was published before.
 */
const publishPlanFields = {
  channels: z
    .array(publishChannelChoiceSchema)
    .min(1, publishMessages.noChannel)
    .max(10)
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, publishMessages.duplicateChannel)
    .optional(),
  scheduled_at: scheduledAtSchema.nullable().optional(),
};

export const publishRequestSchema = z
  .object({
    republish: z.boolean().optional(),
    ...publishPlanFields,
  })
  .strict();
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/**
 * „Freigeben“ names the version the person looked at (a change since is a 409, never a blind release) and the
 * plan it releases, in the shape of the publish request: `channels` (absent = the Instagram channel) and
 * `scheduled_at` (absent or null = now). The release covers exactly that plan
 * (docs/decisions/024-activity-log-and-release.md).
 */
export const releaseRequestSchema = z
  .object({
    version: z.number({ error: messages.validation.invalidVersion }).int().min(1, messages.validation.invalidVersion),
    ...publishPlanFields,
  })
  .strict();
export type ReleaseRequest = z.infer<typeof releaseRequestSchema>;

/** „Freigabe zurückziehen“, or „Plan ändern“ under the four-eyes rule: then the reason the card shows. */
export const withdrawReleaseQuerySchema = z.object({ reason: z.enum(planChangeReasons).optional() });
/** „Verschieben“ on the plan: the new time of a scheduled post. */
export const rescheduleRequestSchema = z.object({ scheduled_at: scheduledAtSchema }).strict();
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** The plan page: `from` (a Monday, default this week) and how many weeks (default two). */
export const planQuerySchema = z.object({
  from: z.iso.date({ error: 'Bitte gib ein gültiges Datum an.' }).optional(),
  weeks: z.coerce.number().int().min(1).max(6).optional(),
});

/** One post on the plan: a channel's scheduled or published post of a topic. */
export const planEntrySchema = z.object({
  publication_id: z.string(),
  news_id: z.string(),
  news_title: z.string(),
  news_category: newsCategorySchema,
  channel_id: z.string(),
  channel_name: z.string().nullable(),
  service: z.string(),
  /** When it goes or went out. */
  at: z.string(),
  /** `pending` = on its way to Buffer; `queued`, `sent`, `error`, `deleted` = Buffer's side; `failed` = never reached Buffer. */
  state: z.enum(['pending', 'queued', 'sent', 'error', 'deleted', 'failed']),
  message: z.string().nullable(),
  requested_by_name: z.string(),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

export const newsListQuerySchema = z.object({
  category: newsCategorySchema.optional(),
});

/** Topics per page of a paged list („Vergangene“ loads a year of topics this way, issue 25). */
export const newsPageSize = 20;
export const newsPageMaxSize = 100;

/** `GET /api/news/page`: one page of a tab's list, newest first, counted from `offset`. */
export const newsPageQuerySchema = z.object({
  category: newsCategorySchema.default('vergangene'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(newsPageMaxSize).default(newsPageSize),
});

/** One page and the list's total; `next_offset` is null on the last page. */
export interface NewsPage {
  items: NewsView[];
  total: number;
  next_offset: number | null;
}

export { instagramCaptionLimit, instagramHashtagLimit, sharepicsPerTopic, weeklyTopicLimit } from './limits';
