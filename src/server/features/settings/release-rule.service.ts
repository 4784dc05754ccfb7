import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { ReleaseRuleInput, ReleaseRuleView } from '../../../shared/settings';
import { personActor, recordActivity } from '../activity';
import { findFourEyes, upsertFourEyes } from './release-rule.repo';

/**
 * The four-eyes rule (docs/decisions/024-activity-log-and-release.md). Read with the caller's transaction
 * by the news life cycle, so the release and publish guards see the rule as it is when they write.
 */
export async function isFourEyesRequired(ctx: Pick<AppContext, 'env'>, db: Db): Promise<boolean> {
  return findFourEyes(db, ctx.env.ORGANIZATION_NAME);
}

export async function getReleaseRule(ctx: AppContext): Promise<ReleaseRuleView> {
  return { four_eyes: await findFourEyes(ctx.db, ctx.env.ORGANIZATION_NAME) };
}

export async function saveReleaseRule(
  ctx: AppContext,
  user: SessionUser,
  input: ReleaseRuleInput,
): Promise<ReleaseRuleView> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findFourEyes(tx, ctx.env.ORGANIZATION_NAME);
    const fourEyes = await upsertFourEyes(tx, ctx.env.ORGANIZATION_NAME, input.four_eyes);
    if (before !== fourEyes) {
      await recordActivity(tx, personActor(user), {
        kind: 'settings.release_rule',
        before: { four_eyes: before },
        after: { four_eyes: fourEyes },
      });
    }
    return { four_eyes: fourEyes };
  });
}
