import { isIP } from 'node:net';
import { instagramCaptionLimit, instagramHashtagLimit } from '../../../shared/news';

/**
 * The checks before "Veröffentlichen" (step 8 in docs/product.md#the-life-of-a-topic): pure, so each rule is
 * tested on its own. Buffer fetches the images itself at publish time, so they must be JPEG under an address
 * the internet can reach.
 * Exception: when BUFFER_API_URL is itself a loopback address (the local fake in tests and offline
 * development), a loopback PUBLIC_URL is accepted, because that "Buffer" runs on the same machine.
 */
export interface PreflightSharepic {
  /** Absolute or PUBLIC_URL-relative URL of the image handed to Buffer; empty when not rendered. */
  url: string | null | undefined;
  /** Whether that URL serves a JPEG (Instagram accepts JPEG only). */
  jpeg: boolean;
  width?: number;
  height?: number;
}

/**
 * Who reads the checklist: an admin can fix the settings (and is told how, in the second person), anyone else
 * is told that an admin has to.
 */
export type PreflightAudience = 'admin' | 'team';

export interface PreflightInput {
  audience: PreflightAudience;
  settingsPresent: boolean;
  caption: string;
  sharepics: PreflightSharepic[];
  publicUrl: string;
  bufferApiUrl: string;
  /** Outcome of the connection test with the stored key; null when it could not run (no settings). */
  bufferReachable: { ok: true } | { ok: false; message: string } | null;
  /** Numbers of the sharepics that show a photo without an author to credit (shared/photo-credit.ts). */
  uncreditedPhotos?: number[];
}

export type PreflightCheckId =
  | 'settings'
  | 'caption_length'
  | 'hashtags'
  | 'images_present'
  | 'images_jpeg'
  | 'public_url'
  | 'buffer_reachable'
  /** Every photo on the sharepics names its author. */
  | 'photo_credit'
  /** The chosen channels: allowed, and each text within its network's limits. */
  | 'channels';

export interface PreflightCheck {
  id: PreflightCheckId;
  label: string;
  ok: boolean;
  message: string;
}

export const REQUIRED_SHAREPICS = 3;

export function runPreflight(input: PreflightInput): PreflightCheck[] {
  const captionLength = [...input.caption].length;
  const hashtags = countHashtags(input.caption);
  const rendered = input.sharepics.slice(0, REQUIRED_SHAREPICS).filter((s) => !!s.url?.trim());
  const notJpegOrRatio = input.sharepics
    .slice(0, REQUIRED_SHAREPICS)
    .map((s, i) => ({ s, n: i + 1 }))
    .filter(({ s }) => !!s.url?.trim() && (!s.jpeg || !isFourByFive(s)));
  const allowLoopback = isLoopbackUrl(input.bufferApiUrl);
  const imageHosts = [input.publicUrl, ...rendered.map((s) => resolveUrl(s.url!, input.publicUrl))];
  const nonPublic = imageHosts.filter((u) => !isReachableForBuffer(u, allowLoopback));
  const uncredited = input.uncreditedPhotos ?? [];
  const admin = input.audience === 'admin';

  return [
    check(
      'settings',
      'Buffer-Einstellungen',
      input.settingsPresent,
      'Zugangsschlüssel und Kanal-ID sind hinterlegt.',
      admin
        ? 'Es sind noch keine Buffer-Einstellungen hinterlegt. Trage den Buffer-Zugangsschlüssel und die Kanal-ID in den Einstellungen unter „Veröffentlichung“ ein.'
        : 'Es sind noch keine Buffer-Einstellungen hinterlegt. Das kann nur ein Admin in den Einstellungen nachholen; bitte sprich eine Person mit Admin-Rolle an.',
    ),
    check(
      'caption_length',
      'Länge des Instagram-Texts',
      captionLength <= instagramCaptionLimit,
      `${captionLength} von höchstens ${instagramCaptionLimit} Zeichen.`,
      `Der Instagram-Text ist ${captionLength} Zeichen lang; erlaubt sind höchstens ${instagramCaptionLimit}. Bitte kürze ihn um ${captionLength - instagramCaptionLimit} Zeichen.`,
    ),
    check(
      'hashtags',
      'Anzahl der Hashtags',
      hashtags <= instagramHashtagLimit,
      `${hashtags} von höchstens ${instagramHashtagLimit} Hashtags.`,
      `Der Instagram-Text enthält ${hashtags} Hashtags; erlaubt sind höchstens ${instagramHashtagLimit}.`,
    ),
    check(
      'images_present',
      'Drei Sharepics',
      rendered.length === REQUIRED_SHAREPICS,
      'Alle drei Sharepics sind gerendert.',
      `Es sind nur ${rendered.length} von ${REQUIRED_SHAREPICS} Sharepics vorhanden. Bitte generiere die Bilder neu.`,
    ),
    check(
      'images_jpeg',
      'Bildformat (JPEG, 4:5)',
      rendered.length > 0 && notJpegOrRatio.length === 0,
      'Die Bilder liegen als JPEG im Format 4:5 vor.',
      rendered.length === 0
        ? 'Es gibt keine Bilder, die geprüft werden könnten.'
        : `Sharepic ${notJpegOrRatio.map((x) => x.n).join(', ')} liegt nicht als JPEG im Format 4:5 vor. Bitte generiere die Bilder neu.`,
    ),
    check(
      'public_url',
      'Öffentliche Bildadresse',
      nonPublic.length === 0,
      allowLoopback
        ? 'Buffer läuft lokal (Test- oder Offline-Betrieb); lokale Bildadressen sind erlaubt.'
        : 'Die Bilder liegen unter einer öffentlichen Adresse, die Buffer abrufen kann.',
      admin
        ? `Buffer holt die Bilder selbst bei diesem Server ab, kann ${nonPublic[0] ?? input.publicUrl} aber nicht erreichen: Die Adresse gilt nur im eigenen Netz. Der Server braucht eine öffentliche Adresse, die beim Start in der Server-Einstellung PUBLIC_URL steht.`
        : 'Buffer kann die Bilder nicht abholen, weil das Dashboard noch keine öffentliche Adresse hat. Das kann nur ein Admin in der Server-Konfiguration einrichten.',
    ),
    check(
      'photo_credit',
      'Bildnachweis',
      uncredited.length === 0,
      'Jedes Foto auf den Sharepics nennt seine Urheberin oder seinen Urheber.',
      `Bildnachweis fehlt: Sharepic ${uncredited.join(' und ')} zeigt ein Foto ohne Urheber/in. Bitte trage Urheber/in, Lizenz und Link unter „Hintergrundbilder ändern“ ein.`,
    ),
    check(
      'buffer_reachable',
      'Verbindung zu Buffer',
      input.bufferReachable?.ok === true,
      'Buffer ist mit dem hinterlegten Schlüssel erreichbar.',
      input.bufferReachable && !input.bufferReachable.ok
        ? input.bufferReachable.message
        : 'Die Verbindung zu Buffer lässt sich erst prüfen, wenn die Buffer-Einstellungen hinterlegt sind.',
    ),
  ];
}

export const preflightPassed = (checks: PreflightCheck[]) => checks.every((c) => c.ok);

function check(
  id: PreflightCheckId,
  label: string,
  ok: boolean,
  okMessage: string,
  failMessage: string,
): PreflightCheck {
  return { id, label, ok, message: ok ? okMessage : failMessage };
}

/** Hashtags as Instagram counts them: every `#word` occurrence (letters, digits, underscore; umlauts included). */
export function countHashtags(caption: string): number {
  return [...caption.matchAll(/(^|[^\p{L}\p{N}_&#/])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu)].length;
}

function isFourByFive(s: PreflightSharepic): boolean {
  if (!s.width || !s.height) return true; // unknown dimensions: rendering guarantees 1080×1350
  return Math.abs(s.width / s.height - 0.8) < 0.01;
}

function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base.endsWith('/') ? base : base + '/').toString();
  } catch {
    return url;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

export function isLoopbackUrl(url: string): boolean {
  const host = hostOf(url);
  return host !== null && isLoopbackHost(host);
}

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host);
  return false;
}

/** False for loopback, private, link-local, CGNAT and unqualified/local-only names. */
export function isPublicHost(host: string): boolean {
  if (isLoopbackHost(host)) return false;
  const v = isIP(host);
  if (v === 4) {
    const [a, b] = host.split('.').map(Number);
    return !(
      a === 0 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (v === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isPublicHost(mapped[1]);
    return !(host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host));
  }
  if (!host.includes('.')) return false;
  return !/\.(local|internal|lan|home|test|example|invalid)$/.test(host);
}

function isReachableForBuffer(url: string, allowLoopback: boolean): boolean {
  const host = hostOf(url);
  if (!host) return false;
  if (allowLoopback && isLoopbackHost(host)) return true;
  return isPublicHost(host);
}

/**
 * Whether Buffer can fetch images from PUBLIC_URL: a public address, a local one that only the local fake Buffer
 * (tests, offline development) can reach, or one Buffer cannot reach at all. Shown on /admin beside the guide.
 */
export type PublicAddressStatus = 'public' | 'local-buffer' | 'not-public';

export function publicAddressStatus(publicUrl: string, bufferApiUrl: string): PublicAddressStatus {
  const host = hostOf(publicUrl);
  if (host && isPublicHost(host)) return 'public';
  if (host && isLoopbackHost(host) && isLoopbackUrl(bufferApiUrl)) return 'local-buffer';
  return 'not-public';
}
