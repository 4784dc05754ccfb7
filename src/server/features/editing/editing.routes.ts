import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validate';
import { updateBackgroundsSchema, updateSharepicTextsSchema, updateTextSchema } from '../../../shared/editing';
import { updateBackgrounds, updateSharepicTexts, updateText } from './editing.service';
import { requestRegeneration } from './regenerate';

/** Editing a topic: logged-in team members (SPEC.md §6). Mounted under /api/news. */
export const editingRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .patch('/:id/text', requireUser, async (c) =>
      c.json(await updateText(ctx, c.req.param('id'), await jsonBody(c, updateTextSchema))),
    )
    // Exactly sharepics 1 and 2: the fixed info image (3) is refused by the schema, not only hidden in the UI.
    .patch('/:id/sharepics', requireUser, async (c) =>
      c.json(await updateSharepicTexts(ctx, c.req.param('id'), await jsonBody(c, updateSharepicTextsSchema))),
    )
    .patch('/:id/backgrounds', requireUser, async (c) =>
      c.json(await updateBackgrounds(ctx, c.req.param('id'), await jsonBody(c, updateBackgroundsSchema))),
    )
    .post('/:id/regenerate', requireUser, async (c) => c.json(await requestRegeneration(ctx, c.req.param('id')), 202));
