import type { FlagEvidence } from '../../../../shared/news';
import type { CaptionSentence } from '../generate/caption/types';

export type FlagKind = FlagEvidence['flag'];

/** Where a sentence stands: a `title` (topic or sharepic headline) or a caption sentence's role. */
export type FlagRole = 'title' | CaptionSentence['role'];

/** One sentence of a topic's texts as the flags judge it. */
export interface JudgedSentence {
  text: string;
  role: FlagRole;
  /**
   * The source sentences it was drawn from (outlet and sentence). Null when nobody knows (a title, text a
   * person wrote): then no source can be shown to carry its words.
   */
  sources: { outlet: string; sentence: string }[] | null;
}

/** What one rule found in one sentence: the words that raised it and the rule in German. */
export interface Finding {
  flag: FlagKind;
  span: string;
  rule: string;
}

/** The hook is what a reader sees first: the topic and sharepic titles and the caption's first sentence. */
export const isHeadline = (role: FlagRole) => role === 'title' || role === 'hook';
