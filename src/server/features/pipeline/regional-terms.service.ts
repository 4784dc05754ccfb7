import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { RegionalTermsInput, RegionalTermsView } from '../../../shared/regional-terms';
import { personActor, recordActivity, systemActor } from '../activity';
import { findRegionalTerms, upsertRegionalTerms } from './regional-terms.repo';

/** The terms the ranking uses for "relevance to the organisation's region" (rank.ts `regionalTerms`). */
export async function getRegionalTerms(ctx: AppContext): Promise<RegionalTermsView> {
  return { terms: await findRegionalTerms(ctx.db, ctx.env.ORGANIZATION_NAME) };
}

/**
 * Replaces the list; the schema has already trimmed, deduplicated and limited it. Applies from the next run on.
 * The change is logged in the same transaction.
 */
export async function saveRegionalTerms(
  ctx: AppContext,
  input: RegionalTermsInput,
  by?: SessionUser,
): Promise<RegionalTermsView> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findRegionalTerms(tx, ctx.env.ORGANIZATION_NAME);
    const terms = await upsertRegionalTerms(tx, ctx.env.ORGANIZATION_NAME, input.terms);
    if (JSON.stringify(before) !== JSON.stringify(terms)) {
      await recordActivity(tx, by ? personActor(by) : systemActor('cli'), {
        kind: 'settings.regional_terms',
        before: { terms: before },
        after: { terms },
      });
    }
    return { terms };
  });
}
