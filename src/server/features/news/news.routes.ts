import { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/types';
import { parseWith } from '../../http/validate';
import { newsListQuerySchema } from '../../../shared/news';
import { getNewsItem, listNewsJson } from './news.service';

export const newsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { category } = parseWith(newsListQuerySchema, c.req.query());
      return c.body(await listNewsJson(ctx, category), 200, { 'Content-Type': 'application/json' });
    })
    .get('/:id', async (c) => c.json(await getNewsItem(ctx, c.req.param('id'))));
