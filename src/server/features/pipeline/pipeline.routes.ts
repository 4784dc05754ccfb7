import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validate';
import { createSourceSchema, updateSourceSchema } from '../../../shared/pipeline';
import { regionalTermsSchema } from '../../../shared/regional-terms';
import { getRun, listRecentRuns, runPipelineNow } from './pipeline.service';
import { getRegionalTerms, saveRegionalTerms } from './regional-terms.service';
import { addFeedSource, changeFeedSource, listFeedSources, removeFeedSource } from './sources.service';

/** Admin API of the analysis: runs (start, list, progress), the feed sources and the regional terms. */
export const pipelineRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/runs', async (c) => c.json({ runs: await listRecentRuns(ctx) }))
    .post('/runs', async (c) => {
      const { runId } = await runPipelineNow(ctx, { trigger: 'manual', userId: c.get('user')!.id });
      return c.json({ run_id: runId }, 202);
    })
    .get('/runs/:id', async (c) => c.json({ run: await getRun(ctx, c.req.param('id')) }))
    .get('/sources', async (c) => c.json({ sources: await listFeedSources(ctx) }))
    .post('/sources', async (c) =>
      c.json({ source: await addFeedSource(ctx, await jsonBody(c, createSourceSchema)) }, 201),
    )
    .patch('/sources/:id', async (c) =>
      c.json({ source: await changeFeedSource(ctx, c.req.param('id'), await jsonBody(c, updateSourceSchema)) }),
    )
    .delete('/sources/:id', async (c) => {
      await removeFeedSource(ctx, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/regional-terms', async (c) => c.json(await getRegionalTerms(ctx)))
    .put('/regional-terms', async (c) => c.json(await saveRegionalTerms(ctx, await jsonBody(c, regionalTermsSchema))));
