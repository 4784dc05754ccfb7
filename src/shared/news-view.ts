import type { NewsItem, NewsView } from './news';

// Pure helpers on the news item's two shapes, apart from the zod schemas in news.ts so that the first page of
// the web does not load zod for them (the schemas are only needed by forms, which load on demand).

/** True for the team shape (the server chose it from the session). */
export const isTeamItem = (item: NewsView): item is NewsItem => 'recommendation_signals' in item;

/**
 * A team member's display name: the account's name unless it is only the e-mail address again (accounts
 * created here store the address as their name), else the part of the address before the @
 * with a capital first letter ("anna@verein.de" → "Anna"). Only the team shape carries it.
 */
export function displayNameOf(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed && !trimmed.includes('@')) return trimmed;
  const local = email.split('@')[0]?.trim();
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : email;
}
