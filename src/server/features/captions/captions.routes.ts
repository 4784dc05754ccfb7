import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam } from '../../http/validate';
import { regenerateCaptionSchema } from '../../../shared/evidence';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import { getEvidence, regenerateCaption } from './captions.service';

const newsId = validParam(uuidParam, messages.api.newsNotFound);

/** A topic's caption for the team: its sources („Belege“) and a new proposal. Mounted under /api/news. */
export const captionsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    // Team only, never in the public shape (docs/decisions/019-public-view.md).
    .get('/:id/evidence', requireUser, newsId, async (c) =>
      c.json(await getEvidence(ctx, c.req.valid('param').id), 200, { 'Cache-Control': 'private, no-store' }),
    )
    .post('/:id/caption/regenerate', requireUser, newsId, validJson(regenerateCaptionSchema), async (c) =>
      c.json(await regenerateCaption(ctx, c.get('user')!, c.req.valid('param').id, c.req.valid('json'))),
    );
