import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validJson } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { brandSchema, logoLimits } from '../../../shared/brand';
import { brandMessages } from './brand.messages';
import { getBrandSettings, getPublicBrand, previewBrand, removeLogo, saveBrand, saveLogo } from './brand.service';

/** GET /api/brand: the look the public header and footer use. */
export const publicBrandRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await getPublicBrand(ctx)));

/** /api/settings/brand („Erscheinungsbild“ on /admin/erscheinungsbild): admins only, enforced here. */
export const brandSettingsRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/', requireAdmin, async (c) => c.json(await getBrandSettings(ctx)))
    .put('/', requireAdmin, validJson(brandSchema), async (c) =>
      c.json(await saveBrand(ctx, c.req.valid('json'), c.get('user')!)),
    )
    .post('/preview', requireAdmin, validJson(brandSchema), async (c) =>
      c.json(await previewBrand(ctx, c.req.valid('json'))),
    )
    .post(
      '/logo',
      requireAdmin,
      bodyLimit({
        maxSize: logoLimits.maxBytes + 64 * 1024,
        onError: () => {
          throw new AppError(413, 'payload_too_large', brandMessages.logoTooLarge);
        },
      }),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new AppError(400, 'bad_request', brandMessages.logoBroken);
        });
        const file = body.file;
        if (!(file instanceof File)) throw new AppError(400, 'validation_failed', brandMessages.logoMissing);
        if (file.size > logoLimits.maxBytes) throw new AppError(413, 'payload_too_large', brandMessages.logoTooLarge);
        return c.json(await saveLogo(ctx, Buffer.from(await file.arrayBuffer()), c.get('user')!));
      },
    )
    .delete('/logo', requireAdmin, async (c) => c.json(await removeLogo(ctx, c.get('user')!)));
