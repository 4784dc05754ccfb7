import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson } from '../../http/validate';
import { imprintSchema } from '../../../shared/imprint';
import { getImprintSettings, saveImprint } from './imprint.service';

/** The imprint's operator details on /admin/impressum: admins only; /impressum reads them via /api/config/public. */
export const imprintRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', requireAdmin, async (c) => c.json(await getImprintSettings(ctx)))
    .put('/', requireAdmin, validJson(imprintSchema), async (c) =>
      c.json(await saveImprint(ctx, c.req.valid('json'), c.get('user')!)),
    )
    // Back to the IMPRESSUM_* variables.
    .delete('/', requireAdmin, async (c) => c.json(await saveImprint(ctx, null, c.get('user')!)));
