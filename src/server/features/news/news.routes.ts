import { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/types';
import { parseWith } from '../../http/validate';
import { newsListQuerySchema } from '../../../shared/news';
import { getNewsItem, listNewsItems } from './news.service';

export const newsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { category } = parseWith(newsListQuerySchema, c.req.query());
      return c.json(await listNewsItems(ctx, category));
    })
    .get('/:id', async (c) => c.json(await getNewsItem(ctx, c.req.param('id'))));
