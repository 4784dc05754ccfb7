/** Shapes that flow between the pipeline stages. All stages are pure; I/O lives in run-pipeline's ports. */
import type { CaptionReview } from '../../../shared/caption-review';
import type { FlagEvidence, Priority } from '../../../shared/news';
import type { CaptionSentence } from './generate/caption/types';
import type { PhotoQueryPlan } from '../photos/queries';

export type Language = 'de' | 'en' | 'fr' | 'other';

export interface FeedSource {
  name: string;
  /** The outlet as captions name it; absent: derived from the name (shared/outlet-name.ts). */
  outlet?: string | null;
  url: string;
  language: 'de' | 'en';
  country: string;
  enabled?: boolean;
}

/** An item as a feed or a .jsonl line delivers it, before normalising. */
export interface RawArticle {
  source: string;
  title: string;
  description: string;
  link: string;
  published: string | null;
  language?: string;
  country?: string;
}

/** A normalised article: plain text, canonical URL, known language and an ISO timestamp. */
export interface Article {
  id: string;
  source: string;
  country: string;
  language: Language;
  title: string;
  description: string;
  url: string;
  canonicalUrl: string;
  publishedAt: string;
}

export interface Story {
  /** Stable over runs: derived from the story's earliest article. */
  key: string;
  /** The cluster a news was split from (split-news.ts): news of one cluster count once as a theme. */
  cluster?: string;
  articles: Article[];
  firstSeen: string;
  lastSeen: string;
  /** Weighted top terms and entities, for labels and matching week items. */
  topTerms: string[];
  entities: string[];
}

export type SignalValue = number | string | string[];
export type Signals = Record<string, SignalValue>;

export interface RankedStory {
  story: Story;
  score: number;
  signals: Signals;
  /** German: "Warum ausgewählt: 9 Medien aus 4 Ländern, …" */
  why: string;
}

export interface GeneratedTexts {
  title: string;
  instagramText: string;
  /** The caption's sentences with the article sentences each was drawn from („Belege“). */
  sentences?: CaptionSentence[];
  sharepicTitle: string;
  sharepicContent: string;
  searchTerm: string;
  sourceUrl: string;
  generator: 'extractive' | 'llm';
  editSuggestions: string[];
  /** The caption stays under the minimum length: the story's articles carry too little to say (not padded). */
  thin?: boolean;
  /** Readiness, defects, EU angle, foreign facts and left-out sentences (shared/caption-review.ts). */
  review?: CaptionReview;
  /** The topic's day: the Berlin date of the newest report the caption cites. */
  date?: string;
  /** The EU actor or mechanism in words; null: none in the sources. */
  euAngle?: string | null;
}

export interface Assessment {
  priority: Priority;
  reasoning: string;
  editSuggestions: string[];
  alarmismus: boolean;
  spekulation: boolean;
  juristischeRisiko: boolean;
  evidence: FlagEvidence[];
}

/** Maps 1:1 onto the columns of the news table (src/server/db/schema/news.ts). */
export interface TopicDraft {
  title: string;
  date: string;
  instagramText: string;
  sourceUrl: string | null;
  searchTerm: string | null;
  weekKey: string;
  storyKey: string;
  recommendationPriority: Priority;
  recommendationSharepicQuality: string | null;
  recommendationReasoning: string | null;
  recommendationEditSuggestions: string[];
  recommendationAlarmismusFlag: boolean;
  recommendationSpekulationFlag: boolean;
  recommendationJuristischeRisikoFlag: boolean;
  recommendationFlagEvidence: FlagEvidence[];
  recommendationSignals: Signals;
  /**
   * Layer texts of sharepic 1 (titel only) and sharepic 2 (titel + inhalt), with their kickers and the story's
   * countries for the map (engines/carousel); image 3 is the fixed info image.
   */
  sharepicTexts: { titel: string; inhalt: string; kicker?: string; countries?: string[]; places?: string[] }[];
  /** The caption's sentences with their sources („Belege“); empty when the generator recorded none. */
  captionSentences: CaptionSentence[];
  /** The caption's readiness and what the checks found (shared/caption-review.ts); null for hand-made texts. */
  captionReview: CaptionReview | null;
  /** The ids of the story's articles, so its caption can be written again later („Text neu vorschlagen“). */
  storyArticleIds: string[];
  /** What to search for a photo, and whose portrait may be proposed (engines/photos/queries.ts). */
  photo: PhotoQueryPlan;
  /** The earlier week's item this topic continues („Fortsetzung von …“), or null. */
  followsNewsId: string | null;
  /** Its place in the week (1–7) and why (week-rank.ts). */
  weekRank: number | null;
  rankReason: string | null;
}
