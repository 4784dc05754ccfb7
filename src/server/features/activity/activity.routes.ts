import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validParam, validQuery } from '../../http/validate';
import { activityQuerySchema } from '../../../shared/activity';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import { activityCsv, listActivity, newsHistory } from './activity.service';

/** „Protokoll“ for admins: the filtered log as pages and as a CSV file. Mounted under /api. */
export const activityRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/activity', requireAdmin, validQuery(activityQuerySchema), async (c) =>
      c.json(await listActivity(ctx, c.req.valid('query'))),
    )
    .get('/activity.csv', requireAdmin, validQuery(activityQuerySchema), async (c) => {
      const csv = await activityCsv(ctx, c.req.valid('query'));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="protokoll.csv"',
        'cache-control': 'no-store',
      });
    });

const newsId = validParam(uuidParam, messages.api.newsNotFound);

/** An item's history („Verlauf“) for team members. Mounted under /api/news. */
export const newsActivityRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>().get('/:id/activity', requireUser, newsId, async (c) =>
    c.json({ entries: await newsHistory(ctx, c.req.valid('param').id) }),
  );
