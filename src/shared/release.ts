/**
 * The release („Freigeben“) and the marking of machine-written texts: plain data without zod, so the
 * card can show them (docs/decisions/024-activity-log-and-release.md).
 */

/** Who wrote the texts while no person has edited or released them: the LLM or the offline generator. */
export const machineTextKinds = ['ki', 'maschinell'] as const;
export type MachineTextKind = (typeof machineTextKinds)[number];

/** The marking on the card (EU AI Act Art. 50): „KI-generiert“ only where a language model wrote the text. */
export const machineTextLabels: Record<MachineTextKind, string> = {
  ki: 'KI-generiert',
  maschinell: 'maschinell erstellt',
};
export const machineTextHints: Record<MachineTextKind, string> = {
  ki: 'Titel und Text hat ein Sprachmodell geschrieben; noch hat sie niemand aus dem Team bearbeitet oder freigegeben.',
  maschinell:
    'Titel und Text hat das Programm aus Sätzen der Quellartikel zusammengestellt; noch hat sie niemand aus dem Team bearbeitet oder freigegeben.',
};

/** What changed when a change revoked the release. */
export const releaseRevokedReasons = ['text', 'bild', 'titel'] as const;
export type ReleaseRevokedReason = (typeof releaseRevokedReasons)[number];

export const releaseRevokedLabels: Record<ReleaseRevokedReason, string> = {
  text: 'Freigabe aufgehoben: Text geändert',
  bild: 'Freigabe aufgehoben: Bild geändert',
  titel: 'Freigabe aufgehoben: Titel geändert',
};

/** The admin setting, word for word. */
export const fourEyesSettingLabel = 'Veröffentlichen erst nach Freigabe durch eine zweite Person';
