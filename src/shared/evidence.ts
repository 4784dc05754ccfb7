import { z } from 'zod';
import { versionField } from './fields';

/**
 * „Belege“: the sources behind each sentence of a generated caption, team only (docs/decisions/019-public-view.md).
 * The generator records them (docs/decisions/012-captions-with-sources.md); the server compares them with the
 * caption as it stands now, so a sentence a person rewrote shows as edited, without a source.
 */
export const captionRoles = ['hook', 'fact', 'opinion', 'context', 'closing'] as const;
export type CaptionRole = (typeof captionRoles)[number];

/** The article a sentence was drawn from: its outlet, its link and the sentence in it. */
export const sentenceSourceSchema = z.object({
  outlet: z.string(),
  url: z.string(),
  sentence: z.string(),
});
export type SentenceSourceView = z.infer<typeof sentenceSourceSchema>;

/** A caption sentence as the generator stored it. */
export interface StoredCaptionSentence {
  text: string;
  role: CaptionRole;
  sources: SentenceSourceView[];
}

/**
 * One piece of the current caption, in reading order. `role` is null and `edited` true for text that no
 * generated sentence covers (a person wrote or changed it); such a piece never has sources.
 */
export const evidenceEntrySchema = z.object({
  text: z.string(),
  role: z.enum(captionRoles).nullable(),
  sources: z.array(sentenceSourceSchema),
  edited: z.boolean(),
});
export type EvidenceEntry = z.infer<typeof evidenceEntrySchema>;

export const captionEvidenceSchema = z.object({
  news_id: z.string(),
  version: z.number().int(),
  /** False when the generator stored no sentences for this item (hand-made or older topics). */
  generated: z.boolean(),
  entries: z.array(evidenceEntrySchema),
});
export type CaptionEvidence = z.infer<typeof captionEvidenceSchema>;

/** „Text neu vorschlagen“: the version the team member saw, so a save in between is a 409. */
export const regenerateCaptionSchema = z.object({ version: versionField }).strict();
export type RegenerateCaptionInput = z.infer<typeof regenerateCaptionSchema>;
