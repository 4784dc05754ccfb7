/**
 * The week's topics ranked 1–7 (issue 22): topics with a European side before those without, then by score
 * (breadth, freshness, growth, EU relevance: rank.ts); a released or published topic keeps the place it had.
 * docs/decisions/028-week-ranking.md.
 */
import { pipelineMessages as m } from './messages';

export interface RankInput {
  /** Whatever identifies the topic to the caller (an item id, a plan index). */
  id: string;
  score: number;
  /** The European side in words; null: none; undefined: unknown (counts as none). */
  side?: string | null;
  /** Released or published: keeps `rank` when it has one. */
  locked: boolean;
  rank?: number | null;
}

export interface WeekPlace {
  rank: number;
  reason: string;
}

export function rankWeek(topics: RankInput[]): Map<string, WeekPlace> {
  const n = topics.length;
  const out = new Map<string, WeekPlace>();
  const taken = new Set<number>();
  for (const t of topics)
    if (t.locked && t.rank && t.rank <= n && !taken.has(t.rank)) {
      taken.add(t.rank);
      out.set(t.id, { rank: t.rank, reason: m.rank.kept(t.rank, n) });
    }
  const rest = topics
    .filter((t) => !out.has(t.id))
    .sort((a, b) => Number(Boolean(b.side)) - Number(Boolean(a.side)) || b.score - a.score);
  const free = Array.from({ length: n }, (_, i) => i + 1).filter((r) => !taken.has(r));
  const withSide = rest.filter((t) => t.side).length;
  rest.forEach((t, i) => {
    const rank = free[i];
    const reason = t.side ? m.rank.european(rank, n, t.side, i + 1, withSide) : m.rank.withoutSide(rank, n);
    out.set(t.id, { rank, reason });
  });
  return out;
}
