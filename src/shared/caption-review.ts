/**
 * How far a generated caption is from posting, for the team (docs/decisions/027-caption-readiness.md): its
 * readiness, the defect classes of the editorial rubric the checks found (each with the sentence or detail),
 * the topic's EU angle, key facts that only foreign reports carry, the sentences the generator left out and
 * why, and — for the language model — why its answer was not used.
 */
import { z } from 'zod';
import { defectKinds, readinessLevels } from './caption-readiness';

export { defectKinds, readinessLevels, type DefectKind, type Readiness } from './caption-readiness';

const sourceRef = z.object({ outlet: z.string(), url: z.string(), sentence: z.string() });

export const captionDefectSchema = z.object({
  kind: z.enum(defectKinds),
  /** The sentence, word or detail the check found. */
  text: z.string(),
  /** Would mislead or harm if posted: never „bereit“. */
  harmful: z.boolean(),
});
export type CaptionDefect = z.infer<typeof captionDefectSchema>;

export const captionReviewSchema = z.object({
  readiness: z.enum(readinessLevels),
  defects: z.array(captionDefectSchema),
  /** The EU actor or mechanism the sources name, in words; null: „EU-Bezug fehlt“. */
  euAngle: z.string().nullable(),
  /** Sentences of foreign reports with facts (numbers, names) the caption lacks. */
  foreignFacts: z.array(sourceRef),
  /** Sentences the generator left out, with the reason. */
  dropped: z.array(z.object({ sentence: z.string(), outlet: z.string().optional(), reason: z.string() })),
  /** The language model's answer: how many tries, and why it was not used when it was not. */
  llm: z.object({ attempts: z.number().int(), fallbackReason: z.string().optional() }).optional(),
});
export type CaptionReview = z.infer<typeof captionReviewSchema>;
