import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guards';
import type { AppEnv } from '../../http/types';
import { validQuery } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { photoSearchQuerySchema } from '../../../shared/editing';
import { searchPhotos } from './photos.service';
import { maxUploadBytes, storeUpload, uploadMessages } from './uploads';

/** Photo search runs on the server, so no provider key ever reaches the browser. */
export const photosRoutes = (ctx: AppContext) =>
  new Hono<AppEnv>()
    .get('/search', requireUser, validQuery(photoSearchQuerySchema), async (c) =>
      c.json(await searchPhotos(ctx, c.req.valid('query').q)),
    )
    .post(
      '/uploads',
      requireUser,
      bodyLimit({
        maxSize: maxUploadBytes + 64 * 1024,
        onError: () => {
          throw new AppError(413, 'payload_too_large', uploadMessages.tooLarge);
        },
      }),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new AppError(400, 'bad_request', uploadMessages.broken);
        });
        const file = body.file;
        if (!(file instanceof File)) throw new AppError(400, 'validation_failed', uploadMessages.missing);
        return c.json(await storeUpload(ctx, file, c.get('user')!.id), 201);
      },
    );
