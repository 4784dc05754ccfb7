import { z } from 'zod';

/** The product's one error shape: every failing API answer is `{ error: { code, message } }`. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'upstream_failed',
  'preflight_failed',
  'publish_failed',
  'already_published',
  'release_required',
  'already_scheduled',
  'not_scheduled',
  'already_out',
  'planned',
  'render_failed',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
