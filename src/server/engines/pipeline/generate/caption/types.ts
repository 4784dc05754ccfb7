import { defaultVoice, type Voice } from '../../../../../shared/voice';

/** Where a caption sentence comes from: the article and its sentence it was drawn or condensed from. */
export interface SentenceSource {
  outlet: string;
  url: string;
  sentence: string;
}

/**
 * One sentence of a generated caption. `hook`, `fact`, `opinion` and `context` state something and carry
 * their sources; `closing` (a question or call to action) and the organisation's own closing line do not.
 */
export interface CaptionSentence {
  text: string;
  role: 'hook' | 'fact' | 'opinion' | 'context' | 'closing';
  sources: SentenceSource[];
}

export interface CaptionContext {
  voice: Voice;
  /** The week's other captions: their closing questions and reasons are not repeated. */
  weekCaptions: string[];
  /** The run's day (Berlin), told to the language model. */
  today?: string;
  /** Names the run's foreign reports use (lower case): the LLM check treats these words as names. */
  nameVocabulary?: Set<string>;
}

export const defaultCaptionContext: CaptionContext = { voice: defaultVoice, weekCaptions: [] };
