import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson, validParam } from '../../http/validate';
import { updateBackgroundsSchema, updateSharepicTextsSchema, updateTextSchema } from '../../../shared/editing';
import { uuidParam } from '../../../shared/fields';
import { messages } from '../../../shared/messages';
import { updateBackgrounds, updateSharepicTexts, updateText } from './editing.service';
import { requestRegeneration } from './regenerate';

const newsId = validParam(uuidParam, messages.api.newsNotFound);

/** Editing a topic: logged-in team members (docs/product.md#roles). Mounted under /api/news. */
export const editingRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .patch('/:id/text', requireUser, newsId, validJson(updateTextSchema), async (c) =>
      c.json(await updateText(ctx, c.get('user')!, c.req.valid('param').id, c.req.valid('json'))),
    )
    // Exactly sharepics 1 and 2: the fixed info image (3) is refused by the schema, not only hidden in the UI.
    .patch('/:id/sharepics', requireUser, newsId, validJson(updateSharepicTextsSchema), async (c) =>
      c.json(await updateSharepicTexts(ctx, c.get('user')!, c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/backgrounds', requireUser, newsId, validJson(updateBackgroundsSchema), async (c) =>
      c.json(await updateBackgrounds(ctx, c.get('user')!, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/regenerate', requireUser, newsId, async (c) =>
      c.json(await requestRegeneration(ctx, c.req.valid('param').id, c.get('user')!), 202),
    );
