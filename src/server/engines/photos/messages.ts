/** German texts of the automatic photo proposal, as the assessment shows them. */
export const photoProposalMessages = {
  noSource: 'keine Bildquelle eingerichtet',
  unreachable: (reasons: string[]) =>
    `keine Bildquelle erreichbar${reasons.length > 0 ? ` (${reasons.join(' ')})` : ''}`,
  nothingSuitable: 'kein passendes, frei lizenziertes Foto gefunden',
  suggestion: (note: string) => `Foto von Hand wählen: ${note}.`,
} as const;
