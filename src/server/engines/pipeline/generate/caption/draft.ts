/** The caption on its way: what a generator proposes before the rules that make it publishable are applied. */
import type { Article } from '../../types';
import type { CaptionSentence } from './types';

/** A stating sentence with the articles and their sentences it stands on. */
export interface Stated {
  text: string;
  role: Exclude<CaptionSentence['role'], 'closing'>;
  sources: { article: Article; sentence: string }[];
  /** Our own sentence about the sources (which outlets report): not checked as a quoted sentence. */
  own?: boolean;
}

/** A sentence the generator left out, and why. */
export interface CaptionNote {
  sentence: string;
  outlet?: string;
  reason: string;
}

export interface CaptionDraft {
  generator: 'extractive' | 'llm';
  /** The topic's lead report and the reports of its one news (newest first). */
  lead: Article;
  core: Article[];
  hook: Stated;
  facts: Stated[];
  opinion: Stated | null;
  /** The model's „why it matters“; undefined: ours from the EU angle; null: the model saw none. */
  why?: Stated | null;
  /** The model's closing; undefined: ours. */
  closing?: string | null;
  /** Hashtags a model proposed. */
  proposedHashtags?: string[];
  notes: CaptionNote[];
  /** The organisation's regional terms the story's reports name (rank.ts): „Auch unsere Region ist betroffen“. */
  regionalTerms?: string[];
  /** All reports of the story, the news core's and the others: a later one may have overtaken the news. */
  story?: Article[];
}
