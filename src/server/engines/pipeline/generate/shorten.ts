import { sharepicTitleBudget, shortenAtClause } from '../../../../shared/clause-cut';
import { pipelineMessages as m } from '../messages';

// The clause-boundary cut lives in src/shared: the editing dialog predicts with it which sharepic titles
// follow a changed headline, and the server applies the same rule.
export { type Shortened, sharepicTitleBudget, shortenAtClause } from '../../../../shared/clause-cut';

export const sharepicContentBudget = 320;

/** Sharepic title and body within the generator's budgets, with an edit suggestion when a cut had to be made at a word. */
export function fitSharepicTexts(
  title: string,
  content: string,
): { sharepicTitle: string; sharepicContent: string; editSuggestions: string[] } {
  const t = shortenAtClause(title, sharepicTitleBudget);
  const c = shortenAtClause(content, sharepicContentBudget);
  return {
    sharepicTitle: t.text,
    sharepicContent: c.text,
    editSuggestions: [t.cut, c.cut].includes('word') ? [m.generate.sharepicTextCut] : [],
  };
}
