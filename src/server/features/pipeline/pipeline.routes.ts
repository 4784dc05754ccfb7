import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam } from '../../http/validate';
import { uuidParam } from '../../../shared/fields';
import { createSourceSchema, updateSourceSchema } from '../../../shared/pipeline';
import { regionalTermsSchema } from '../../../shared/regional-terms';
import { getRun, listRecentRuns, runPipelineNow } from './pipeline.service';
import { getRegionalTerms, saveRegionalTerms } from './regional-terms.service';
import { addFeedSource, changeFeedSource, listFeedSources, removeFeedSource } from './sources.service';
import { pipelineFeatureMessages as m } from './pipeline.messages';

const runId = validParam(uuidParam, m.runNotFound);
const sourceId = validParam(uuidParam, m.sourceNotFound);

/** Admin API of the analysis: runs (start, list, progress), the feed sources and the regional terms. */
export const pipelineRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/runs', async (c) => c.json({ runs: await listRecentRuns(ctx) }))
    .post('/runs', async (c) => {
      const { runId } = await runPipelineNow(ctx, { trigger: 'manual', userId: c.get('user')!.id });
      return c.json({ run_id: runId }, 202);
    })
    .get('/runs/:id', runId, async (c) => c.json({ run: await getRun(ctx, c.req.valid('param').id) }))
    .get('/sources', async (c) => c.json({ sources: await listFeedSources(ctx) }))
    .post('/sources', validJson(createSourceSchema), async (c) =>
      c.json({ source: await addFeedSource(ctx, c.req.valid('json')) }, 201),
    )
    .patch('/sources/:id', sourceId, validJson(updateSourceSchema), async (c) =>
      c.json({ source: await changeFeedSource(ctx, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/sources/:id', sourceId, async (c) => {
      await removeFeedSource(ctx, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/regional-terms', async (c) => c.json(await getRegionalTerms(ctx)))
    .put('/regional-terms', validJson(regionalTermsSchema), async (c) =>
      c.json(await saveRegionalTerms(ctx, c.req.valid('json'), c.get('user')!)),
    );
