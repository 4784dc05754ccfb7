/**
 * Edit suggestions for this topic's caption (never the same boilerplate on every card): what is missing, what
 * to check, and each defect the checks found, with the sentence it concerns.
 */
import { messages } from '../../../../../shared/messages';
import { pipelineMessages as m } from '../../messages';
import type { FinishedCaption } from './finish';

const maxSuggestions = 6;

export function editSuggestions(caption: FinishedCaption): string[] {
  const { review } = caption;
  const out: string[] = [];
  if (caption.thin) out.push(m.generate.captionThin);
  if (!review.euAngle) out.push(m.generate.euAngleMissing);
  if (review.foreignFacts.length)
    out.push(m.generate.foreignFacts([...new Set(review.foreignFacts.map((f) => f.outlet))].join(', ')));
  for (const d of review.defects) {
    if (d.kind === 'ein-medium' && review.foreignFacts.length) continue;
    const short = d.text.length > 90 ? `${d.text.slice(0, 87)}…` : d.text;
    out.push(m.generate.defect(messages.captionReview.defect[d.kind], short));
  }
  const quoted = caption.sentences.find((s) => /„[^“]{12,}“/.test(s.text) && s.sources.length);
  if (quoted) {
    const quote = /„([^“]{12,})“/.exec(quoted.text)![1];
    out.push(m.generate.checkQuote(quote.length > 60 ? `${quote.slice(0, 57)}…` : quote, quoted.sources[0].outlet));
  }
  return [...new Set(out)].slice(0, maxSuggestions);
}
