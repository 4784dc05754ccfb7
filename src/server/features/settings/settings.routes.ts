import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson } from '../../http/validate';
import {
  bufferAllowedChannelsSchema,
  bufferChannelsRequestSchema,
  bufferConnectionTestSchema,
  bufferSettingsSchema,
  releaseRuleSchema,
} from '../../../shared/settings';
import { voiceSchema } from '../../../shared/voice';
import {
  getBufferSettings,
  isTokenStored,
  listAllChannels,
  listInstagramChannels,
  saveAllowedChannels,
  saveBufferSettings,
  testBufferConnection,
} from '../buffer-account';
import { getVoice, saveVoice } from '../voice';
import { publicAddress } from './public-address';
import { getReleaseRule, saveReleaseRule } from './release-rule.service';

/**
 * The scheduling integration on /admin and the captions' voice on /admin/texte: admins only, enforced
 * here (docs/product.md#roles).
 */
export const settingsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/buffer', requireAdmin, async (c) => c.json(await getBufferSettings(ctx)))
    .put(
      '/buffer',
      requireAdmin,
      // The token is required only while none is stored.
      validJson(async () => bufferSettingsSchema({ tokenStored: await isTokenStored(ctx) })),
      async (c) => c.json(await saveBufferSettings(ctx, c.req.valid('json'), c.get('user')!)),
    )
    .post('/buffer/test', requireAdmin, validJson(bufferConnectionTestSchema), async (c) =>
      c.json(await testBufferConnection(ctx, c.req.valid('json'))),
    )
    .get('/buffer/channels', requireAdmin, async (c) => c.json(await listInstagramChannels(ctx)))
    // A key typed into the form but not saved yet (the profile id is still unknown, so it cannot be saved).
    .post('/buffer/channels', requireAdmin, validJson(bufferChannelsRequestSchema), async (c) =>
      c.json(await listInstagramChannels(ctx, c.req.valid('json').access_token)),
    )
    // PUBLIC_URL, explained where the publish checklist sends an admin whose address Buffer cannot reach.
    .get('/public-address', requireAdmin, (c) => c.json(publicAddress(ctx)))
    .get('/voice', requireAdmin, async (c) => c.json(await getVoice(ctx)))
    .put('/voice', requireAdmin, validJson(voiceSchema), async (c) =>
      c.json(await saveVoice(ctx, c.req.valid('json'), c.get('user')!)),
    )
    // The four-eyes rule for publishing (docs/decisions/024-activity-log-and-release.md).
    .get('/release', requireAdmin, async (c) => c.json(await getReleaseRule(ctx)))
    .put('/release', requireAdmin, validJson(releaseRuleSchema), async (c) =>
      c.json(await saveReleaseRule(ctx, c.get('user')!, c.req.valid('json'))),
    )
    // „Kanäle für das Team“: every channel of the account, and the ones the team may publish to.
    .get('/buffer/all-channels', requireAdmin, async (c) => c.json(await listAllChannels(ctx)))
    .put('/buffer/allowed-channels', requireAdmin, validJson(bufferAllowedChannelsSchema), async (c) =>
      c.json(await saveAllowedChannels(ctx, c.req.valid('json').channel_ids)),
    );
