import { z } from 'zod';

/**
 * How far a generated caption is from posting, for the team (docs/decisions/027-caption-readiness.md): its
 * readiness, the defect classes of the editorial rubric the checks found (each with the sentence or detail),
 * the topic's EU angle, key facts that only foreign reports carry, the sentences the generator left out and
 * why, and — for the language model — why its answer was not used.
 */
export const readinessLevels = ['bereit', 'leicht überarbeiten', 'überarbeiten'] as const;
export type Readiness = (typeof readinessLevels)[number];

/** The rubric's defect classes that code can detect (numbers as in the rubric). */
export const defectKinds = [
  'quelle-fehlt', // 1
  'zeitangabe', // 2
  'nachricht-fehlt', // 3
  'ueberholt', // 3 (superseded)
  'nicht-eigenstaendig', // 4
  'andere-geschichte', // 5
  'doppelt', // 6
  'eu-bezug', // 7
  'schluss', // 8
  'hashtags', // 9
  'quellenzeile', // 10
  'ein-medium', // 11
  'sprache', // 12
  'presserecht', // 13
] as const;
export type DefectKind = (typeof defectKinds)[number];

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
