import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam, validQuery } from '../../http/validate';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import { publishRequestSchema, releaseRequestSchema, withdrawReleaseQuerySchema } from '../../../shared/news';
import { listPublications, preflightNews, publishNews, releaseNews, withdrawRelease } from './publishing.service';

const newsId = validParam(uuidParam, messages.api.newsNotFound);

/** Publishing a topic through Buffer: logged-in team members (docs/product.md#roles). Mounted under /api/news. */
export const publishingRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .post('/:id/publish/preflight', requireUser, newsId, async (c) =>
      c.json(await preflightNews(ctx, c.req.valid('param').id, c.get('user')!)),
    )
    .post('/:id/publish', requireUser, newsId, validJson(publishRequestSchema), async (c) => {
      const { republish, channels, scheduled_at } = c.req.valid('json');
      const outcome = await publishNews(ctx, c.req.valid('param').id, c.get('user')!, {
        republish,
        channels,
        scheduledAt: scheduled_at,
      });
      switch (outcome.kind) {
        case 'preflight_failed':
          return c.json(
            { error: { code: 'preflight_failed', message: outcome.message, details: { checks: outcome.checks } } },
            422,
          );
        case 'failed':
          return c.json(
            {
              error: {
                code: 'publish_failed',
                message: outcome.publication.message || messages.publish.failedText,
                details: { publication: outcome.publication, publications: outcome.publications },
              },
            },
            502,
          );
        case 'pending':
          return c.json({ publication: outcome.publication, publications: outcome.publications }, 202);
        case 'sent':
          return c.json({ publication: outcome.publication, publications: outcome.publications }, 200);
      }
    })
    .get('/:id/publications', requireUser, newsId, async (c) =>
      c.json(await listPublications(ctx, c.req.valid('param').id)),
    )
    // „Freigeben“ and „Freigabe zurückziehen“ (docs/decisions/024-activity-log-and-release.md).
    .post('/:id/release', requireUser, newsId, validJson(releaseRequestSchema), async (c) => {
      await releaseNews(ctx, c.req.valid('param').id, c.get('user')!, c.req.valid('json'));
      return c.body(null, 204);
    })
    // `?reason=kanaele|zeitpunkt`: „Plan ändern“ under the four-eyes rule; the card shows why the release is gone.
    .delete('/:id/release', requireUser, newsId, validQuery(withdrawReleaseQuerySchema), async (c) => {
      await withdrawRelease(ctx, c.req.valid('param').id, c.get('user')!, c.req.valid('query').reason);
      return c.body(null, 204);
    });
