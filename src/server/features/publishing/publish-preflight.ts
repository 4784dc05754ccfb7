import type { AppContext } from '../../context';
import type { NewsRow } from '../../db/schema/news';
import { preflightPassed, runPreflight, type PreflightCheck } from '../../engines/buffer/preflight';
import { bufferClientOf, loadBufferCredentials } from '../buffer-account';
import { buildPayload, type PublishPayload } from './publish-payload';

export interface PreflightOutcome {
  checks: PreflightCheck[];
  passed: boolean;
  payload: PublishPayload;
  credentials: { apiKey: string; channelId: string } | null;
}

/** Gathers what runPreflight needs: stored settings, the JPEG files, PUBLIC_URL and a live connection test. */
export async function preflightFor(
  ctx: AppContext,
  row: Pick<NewsRow, 'instagramText' | 'sharepics'>,
  built?: PublishPayload,
): Promise<PreflightOutcome> {
  const [payload, stored] = await Promise.all([built ?? buildPayload(ctx, row), loadBufferCredentials(ctx)]);
  const credentials =
    stored.token.state === 'ok' && stored.profileId
      ? { apiKey: stored.token.token, channelId: stored.profileId }
      : null;
  const connection = credentials
    ? await bufferClientOf(ctx).testConnection(credentials.apiKey, credentials.channelId)
    : null;
  const checks = runPreflight({
    settingsPresent: credentials !== null,
    caption: payload.caption,
    sharepics: payload.images,
    publicUrl: ctx.env.publicUrl,
    bufferApiUrl: ctx.env.BUFFER_API_URL,
    bufferReachable:
      connection === null ? null : connection.ok ? { ok: true } : { ok: false, message: connection.message },
  });
  return { checks, passed: preflightPassed(checks), payload, credentials };
}
