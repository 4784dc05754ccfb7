import type { AppContext } from '../../context';
import type { NewsRow } from '../../db/schema/news';
import type { AllowedChannel } from '../../db/schema/settings';
import { channelProblem, type BufferChannel } from '../../engines/buffer/buffer-client';
import {
  preflightPassed,
  REQUIRED_SHAREPICS,
  runPreflight,
  type PreflightAudience,
  type PreflightCheck,
} from '../../engines/buffer/preflight';
import {
  checkNetworkLimits,
  isNetwork,
  networkLimits,
  shortenForNetwork,
  type NetworkLimits,
} from '../../../shared/channel-limits';
import { lacksCredit } from '../../../shared/photo-credit';
import type { ChannelPreview, DefaultChannel, PublishChannelChoice } from '../../../shared/news';
import type { ReleasedPlan } from '../../../shared/release';
import { bufferClientOf, loadBufferCredentials } from '../buffer-account';
import { buildPayload, type PublishPayload } from './publish-payload';

export interface PreflightOutcome {
  checks: PreflightCheck[];
  passed: boolean;
  payload: PublishPayload;
  credentials: { apiKey: string; channelId: string } | null;
  /** Every channel the team may publish to, with the caption as it would go out there. */
  channels: ChannelPreview[];
  /** The allowed channels as stored (name, network, organization), by id. */
  allowed: Map<string, AllowedChannel>;
  /**
   * Without allowed channels the team has no choice: the post goes to the Instagram channel of the settings.
   * Its name (from Buffer, when it could be asked) lets the dialog say which one; null while channels are allowed.
   */
  defaultChannel: DefaultChannel | null;
}

/** Limits of a network we have no table for: Buffer decides; we only know it takes our three images. */
const unknownNetwork = (service: string): NetworkLimits => ({
  label: service,
  text: Number.MAX_SAFE_INTEGER,
  hashtags: null,
  images: REQUIRED_SHAREPICS,
});
export const limitsOf = (service: string): NetworkLimits =>
  isNetwork(service) ? networkLimits[service] : unknownNetwork(service);

/** What a text breaks on a channel's network (German, naming the network); empty when it fits. */
export function channelTextProblems(service: string, text: string): string[] {
  if (!isNetwork(service)) return [];
  return checkNetworkLimits(service, text, REQUIRED_SHAREPICS).map((p) => p.message);
}

/** Instagram's text is the caption itself (edited in the card); every other network may get its own. */
export const isEditableChannel = (service: string) => service !== 'instagram';

/**
 * Gathers what runPreflight needs: stored settings, the JPEG files, PUBLIC_URL and a live look at the
 * channels in Buffer (one listing: the key works, and each allowed channel exists and is connected).
 * The Instagram caption checks stay general checks (the caption is Instagram's text); the other networks'
 * limits are reported per channel, where the dialog lets the team shorten the text.
 */
export async function preflightFor(
  ctx: AppContext,
  row: Pick<NewsRow, 'instagramText' | 'sharepics'>,
  built?: PublishPayload,
  selection?: string[],
  options: {
    /** false: the stored channels only, without asking Buffer (a release checks channels and limits, not Buffer). */
    live?: boolean;
    /** Who reads the checks (an admin is told how to fix the settings). */
    audience?: PreflightAudience;
  } = {},
): Promise<PreflightOutcome> {
  const { live = true, audience = 'team' } = options;
  const [payload, stored] = await Promise.all([built ?? buildPayload(ctx, row), loadBufferCredentials(ctx)]);
  const credentials =
    stored.token.state === 'ok' && stored.profileId
      ? { apiKey: stored.token.token, channelId: stored.profileId }
      : null;
  const allowed = new Map(stored.channels.map((c) => [c.id, c]));
  const listed = credentials && live ? await bufferClientOf(ctx).listChannels(credentials.apiKey) : null;
  const inBuffer = new Map<string, BufferChannel>(listed?.ok ? listed.value.map((c) => [c.id, c]) : []);

  const channels: ChannelPreview[] = stored.channels.map((c) => {
    const live = inBuffer.get(c.id);
    const service = live?.service ?? c.service;
    const name = c.name || (live ? (live.displayName ?? live.name) : c.id);
    const limits = limitsOf(service);
    const problems = channelTextProblems(service, payload.caption);
    const editable = isEditableChannel(service);
    return {
      id: c.id,
      name,
      service,
      network: limits.label,
      limits: { text: limits.text, hashtags: limits.hashtags, images: limits.images },
      editable,
      text:
        editable && problems.length && isNetwork(service)
          ? shortenForNetwork(payload.caption, service)
          : payload.caption,
      problems,
      unavailable: listed?.ok ? channelProblem(live, name) : null,
    };
  });

  const selected = channels.filter((c) => !selection || selection.includes(c.id));
  const unusable = selected.find((c) => c.unavailable);
  const checks = runPreflight({
    audience,
    settingsPresent: credentials !== null,
    caption: payload.caption,
    sharepics: payload.images,
    publicUrl: ctx.env.publicUrl,
    bufferApiUrl: ctx.env.BUFFER_API_URL,
    uncreditedPhotos: row.sharepics.slice(0, 2).flatMap((s, i) => (lacksCredit(s) ? [i + 1] : [])),
    bufferReachable:
      listed === null
        ? null
        : !listed.ok
          ? { ok: false, message: listed.message }
          : unusable
            ? { ok: false, message: unusable.unavailable! }
            : { ok: true },
  });
  const profile = credentials ? inBuffer.get(credentials.channelId) : undefined;
  const defaultChannel =
    channels.length === 0
      ? {
          network: networkLimits.instagram.label,
          name: profile ? (profile.displayName ?? profile.name) : null,
          configured: credentials !== null,
        }
      : null;
  return { checks, passed: preflightPassed(checks), payload, credentials, channels, allowed, defaultChannel };
}

/**
 * The text each chosen channel gets, or the German problems that stop it: a channel the admins did not
 * allow, a text for Instagram other than the caption, or a text over the network's limits.
 */
export function resolveChoices(
  outcome: Pick<PreflightOutcome, 'channels'>,
  caption: string,
  choices: PublishChannelChoice[],
): { ok: true; targets: { preview: ChannelPreview; text: string }[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const targets: { preview: ChannelPreview; text: string }[] = [];
  for (const choice of choices) {
    const preview = outcome.channels.find((c) => c.id === choice.id);
    if (!preview) {
      problems.push(`Der Kanal ${choice.id} ist für das Team nicht freigegeben.`);
      continue;
    }
    const text = preview.editable && choice.text !== undefined ? choice.text : caption;
    if (!text.trim()) problems.push(`${preview.network} (${preview.name}): Der Text ist leer.`);
    problems.push(...channelTextProblems(preview.service, text).map((p) => `${p} (${preview.name})`));
    targets.push({ preview, text });
  }
  return problems.length ? { ok: false, problems } : { ok: true, targets };
}

/** Without a choice: the Instagram channel of the settings when the team may use it, else the first allowed channel. */
export function defaultChoice(channels: ChannelPreview[], profileId: string | null): PublishChannelChoice[] {
  const chosen = channels.find((c) => c.id === profileId) ?? channels[0];
  if (chosen) return [{ id: chosen.id }];
  return profileId ? [{ id: profileId }] : [];
}

export type ChannelTarget = { preview: ChannelPreview; text: string };

/**
 * The plan's channels as publishing and releasing both check them: the choice (absent = the default channel)
 * resolved against the allowed channels and each network's limits.
 */
export function chosenTargets(
  outcome: Pick<PreflightOutcome, 'channels' | 'credentials' | 'payload'>,
  choices: PublishChannelChoice[] | undefined,
): ReturnType<typeof resolveChoices> {
  const chosen = choices ?? defaultChoice(outcome.channels, outcome.credentials?.channelId ?? null);
  return resolveChoices(outcome, outcome.payload.caption, chosen);
}

/** The refusal of a plan's channels as one preflight check („Kanäle“). */
export const channelsCheck = (label: string, problems: string[]): PreflightCheck => ({
  id: 'channels',
  label,
  ok: false,
  message: problems.join(' '),
});

/** The plan as the release stores it and the card shows it: a channel's own text only where it differs. */
export function plannedOf(targets: ChannelTarget[], caption: string, scheduledAt: Date | null): ReleasedPlan {
  return {
    channels: targets.map(({ preview, text }) => ({
      id: preview.id,
      name: preview.name,
      service: preview.service,
      network: preview.network,
      text: preview.editable && text !== caption ? text : null,
    })),
    scheduled_at: scheduledAt?.toISOString() ?? null,
  };
}
