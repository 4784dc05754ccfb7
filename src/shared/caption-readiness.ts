/**
 * The readiness levels and defect classes of a caption (docs/decisions/027-caption-readiness.md), without zod:
 * the public page labels them, and its first bundle must not carry the schemas (caption-review.ts).
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
