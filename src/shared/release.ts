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
export const releaseRevokedReasons = ['text', 'bild', 'titel', 'kanaele', 'zeitpunkt'] as const;
export type ReleaseRevokedReason = (typeof releaseRevokedReasons)[number];

export const releaseRevokedLabels: Record<ReleaseRevokedReason, string> = {
  text: 'Freigabe aufgehoben: Text geändert',
  bild: 'Freigabe aufgehoben: Bild geändert',
  titel: 'Freigabe aufgehoben: Titel geändert',
  kanaele: 'Freigabe aufgehoben: Kanäle geändert',
  zeitpunkt: 'Freigabe aufgehoben: Zeitpunkt geändert',
};

/** What a person changes in the publish dialog: the plan, not the content. „Plan ändern“ revokes with one of these. */
export const planChangeReasons = ['kanaele', 'zeitpunkt'] as const satisfies readonly ReleaseRevokedReason[];
export type PlanChangeReason = (typeof planChangeReasons)[number];

/**
 * A released plan as the item stores it and the card shows it: the channels (with the text each gets where it
 * differs from the caption) and the time; null = „Jetzt“.
 */
export interface ReleasedPlan {
  channels: { id: string; name: string; service: string; network: string; text: string | null }[];
  scheduled_at: string | null;
}

/** Which part of a requested plan differs from the released one (channels first); null when they agree. */
export function planDifference(
  released: ReleasedPlan,
  requested: { channels: { id: string; text: string | null }[]; scheduled_at: string | null },
): PlanChangeReason | null {
  const key = (list: { id: string; text: string | null }[]) =>
    JSON.stringify(
      [...list].map((c) => [c.id, c.text ?? null]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  if (key(released.channels) !== key(requested.channels)) return 'kanaele';
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : null);
  if (time(released.scheduled_at) !== time(requested.scheduled_at)) return 'zeitpunkt';
  return null;
}

/** The admin setting, word for word. */
export const fourEyesSettingLabel = 'Veröffentlichen erst nach Freigabe durch eine zweite Person';
