import type { AppContext } from '../../context';
import type { RegionalTermsInput, RegionalTermsView } from '../../../shared/regional-terms';
import { findRegionalTerms, upsertRegionalTerms } from './regional-terms.repo';

/** The terms the ranking uses for "relevance to the organisation's region" (rank.ts `regionalTerms`). */
export async function getRegionalTerms(ctx: AppContext): Promise<RegionalTermsView> {
  return { terms: await findRegionalTerms(ctx.db, ctx.env.ORGANIZATION_NAME) };
}

/** Replaces the list; the schema has already trimmed, deduplicated and limited it. Applies from the next run on. */
export async function saveRegionalTerms(ctx: AppContext, input: RegionalTermsInput): Promise<RegionalTermsView> {
  return { terms: await upsertRegionalTerms(ctx.db, ctx.env.ORGANIZATION_NAME, input.terms) };
}
