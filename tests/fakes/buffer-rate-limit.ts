import { createHash } from 'node:crypto';

/** Buffer's per-key rolling windows [developers.buffer.com/guides/api-limits]. */
export type RateWindow = '15m' | '24h' | '30d';
export type RateLimits = Record<RateWindow, number>;

export const windowMs: Record<RateWindow, number> = {
  '15m': 15 * 60_000,
  '24h': 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};
const policyName: Record<RateWindow, string> = { '15m': '15min', '24h': '24hr', '30d': '30d' };

/** Free-plan figures (the 24 h limit differs between doc snapshots: 100 or 250). */
export const defaultRateLimits: RateLimits = { '15m': 100, '24h': 250, '30d': 3000 };

export type RateDecision =
  | { allowed: true; headers: Record<string, string[]> }
  | { allowed: false; window: RateWindow; retryAfterSeconds: number; headers: Record<string, string[]> };

/** A sliding log per key; rejected requests are not counted. */
export class RateLimiter {
  private log = new Map<string, number[]>();
  constructor(public limits: RateLimits) {}

  reset() {
    this.log.clear();
  }

  check(key: string, now: number): RateDecision {
    const stamps = (this.log.get(key) ?? []).filter((t) => t > now - windowMs['30d']);
    this.log.set(key, stamps);
    let exceeded: { window: RateWindow; retryAfterSeconds: number } | undefined;
    for (const w of Object.keys(windowMs) as RateWindow[]) {
      const inWindow = stamps.filter((t) => t > now - windowMs[w]);
      if (inWindow.length >= this.limits[w]) {
        // The oldest request inside the window frees the next slot.
        const freeAt = inWindow[inWindow.length - this.limits[w]] + windowMs[w];
        const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
        if (!exceeded || retryAfterSeconds > exceeded.retryAfterSeconds) exceeded = { window: w, retryAfterSeconds };
      }
    }
    if (exceeded) return { allowed: false, ...exceeded, headers: this.headers(key, stamps, now) };
    stamps.push(now);
    return { allowed: true, headers: this.headers(key, stamps, now) };
  }

  /** The structured RateLimit / RateLimit-Policy headers of the newer docs snapshot, one per window. */
  private headers(key: string, stamps: number[], now: number): Record<string, string[]> {
    const pk = createHash('sha256').update(key).digest().subarray(0, 12).toString('base64');
    const rateLimit: string[] = [];
    const policy: string[] = [];
    for (const w of Object.keys(windowMs) as RateWindow[]) {
      const inWindow = stamps.filter((t) => t > now - windowMs[w]);
      const name = `"${this.limits[w]}-in-${policyName[w]}"`;
      const remaining = Math.max(0, this.limits[w] - inWindow.length);
      const reset = inWindow.length ? Math.max(0, Math.ceil((inWindow[0] + windowMs[w] - now) / 1000)) : 0;
      rateLimit.push(`${name};r=${remaining};t=${reset}`);
      policy.push(`${name};q=${this.limits[w]};w=${windowMs[w] / 1000};pk=:${pk}:`);
    }
    return { RateLimit: rateLimit, 'RateLimit-Policy': policy };
  }
}
