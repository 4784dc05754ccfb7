import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validate';
import {
  bufferChannelsRequestSchema,
  bufferConnectionTestSchema,
  bufferSettingsSchema,
} from '../../../shared/settings';
import {
  getBufferSettings,
  isTokenStored,
  listInstagramChannels,
  saveBufferSettings,
  testBufferConnection,
} from './settings.service';

/** The scheduling integration on /admin: admins only, enforced here (SPEC.md §6 leaves it to us). */
export const settingsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/buffer', requireAdmin, async (c) => c.json(await getBufferSettings(ctx)))
    .put('/buffer', requireAdmin, async (c) => {
      const schema = bufferSettingsSchema({ tokenStored: await isTokenStored(ctx) });
      return c.json(await saveBufferSettings(ctx, await jsonBody(c, schema)));
    })
    .post('/buffer/test', requireAdmin, async (c) =>
      c.json(await testBufferConnection(ctx, await jsonBody(c, bufferConnectionTestSchema))),
    )
    .get('/buffer/channels', requireAdmin, async (c) => c.json(await listInstagramChannels(ctx)))
    // A key typed into the form but not saved yet (the profile id is still unknown, so it cannot be saved).
    .post('/buffer/channels', requireAdmin, async (c) =>
      c.json(await listInstagramChannels(ctx, (await jsonBody(c, bufferChannelsRequestSchema)).access_token)),
    );
