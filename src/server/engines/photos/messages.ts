/** A reason as a sentence of its own: ends with a full stop unless it already ends with punctuation. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** German texts of the automatic photo proposal, as the assessment shows them: each note is whole sentences. */
export const photoProposalMessages = {
  noSource: 'Es ist keine Bildquelle eingerichtet.',
  unreachable: (reasons: string[]) => ['Keine Bildquelle war erreichbar.', ...reasons.map(sentence)].join(' '),
  nothingSuitable: 'Es wurde kein passendes, frei lizenziertes Foto gefunden.',
  suggestion: (note: string) => `Foto von Hand wählen: ${note}`,
} as const;
