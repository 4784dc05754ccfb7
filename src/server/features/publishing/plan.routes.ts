import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam, validQuery } from '../../http/validate';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import { planQuerySchema, rescheduleRequestSchema } from '../../../shared/news';
import { publishingMessages } from './publishing.messages';
import { cancelPublication, listPlan, reschedulePublication } from './plan.service';
import { syncPlan } from './plan-sync';

const publicationId = validParam(uuidParam, publishingMessages.publicationNotFound);

/** „Planung“: the team's calendar of scheduled and published posts. Logged-in team members (docs/product.md#roles). */
export const planRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', requireUser, validQuery(planQuerySchema), async (c) => c.json(await listPlan(ctx, c.req.valid('query'))))
    // „Mit Buffer abgleichen“: a sync now, within the same rate-limit budget as the recurring job.
    .post('/sync', requireUser, async (c) => {
      const result = await syncPlan(ctx, { force: true });
      return c.json({
        changed: result.changed,
        rate_limited: result.rateLimited === true || result.skipped === 'paused',
      });
    })
    .post('/:id/cancel', requireUser, publicationId, async (c) =>
      c.json({ publication: await cancelPublication(ctx, c.req.valid('param').id, c.get('user')!) }),
    )
    .post('/:id/reschedule', requireUser, publicationId, validJson(rescheduleRequestSchema), async (c) => {
      const outcome = await reschedulePublication(
        ctx,
        c.req.valid('param').id,
        c.get('user')!,
        c.req.valid('json').scheduled_at,
      );
      if (outcome.kind === 'failed') {
        return c.json(
          {
            error: {
              code: 'publish_failed',
              message: outcome.publication.message || messages.publish.failedText,
              details: { publication: outcome.publication },
            },
          },
          502,
        );
      }
      return c.json({ publication: outcome.publication }, outcome.kind === 'pending' ? 202 : 200);
    });
