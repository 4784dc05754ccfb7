import type { NewsCategory } from '../../shared/news';
import type { Role } from '../../shared/auth';

/**
 * Every TanStack Query key of the web in one place. Features read and invalidate each other's data (a
 * publish refreshes the news lists, a sign-out drops the user list), so the keys cannot live in one feature.
 */
export const queryKeys = {
  news: {
    all: ['news'] as const,
    list: (category: NewsCategory) => ['news', 'list', category] as const,
    /** A list loaded in pages (`useInfiniteQuery`: its data is `{ pages: NewsPage[] }`). */
    pages: (category: NewsCategory) => ['news', 'pages', category] as const,
  },
  /** A topic's „Belege“ at one version: a save makes a new version, and so a fresh answer. */
  evidence: (id: string, version: number) => ['evidence', id, version] as const,
  session: ['session'] as const,
  /** Everything that belongs to the signed-in person; dropped on sign-out. */
  me: {
    all: ['me'] as const,
    hasRole: (role: Role, userId: string | undefined) => ['me', 'has-role', role, userId] as const,
  },
  users: ['users'] as const,
  publicConfig: ['config', 'public'] as const,
  bufferSettings: ['settings', 'buffer'] as const,
  voice: ['settings', 'voice'] as const,
  publicBrand: ['brand'] as const,
  brand: {
    settings: ['settings', 'brand'] as const,
    preview: (draft: unknown) => ['settings', 'brand', 'preview', draft] as const,
  },
  releaseRule: ['settings', 'release'] as const,
  activity: (filters: Record<string, string | number | undefined>) => ['activity', filters] as const,
  plan: {
    all: ['plan'] as const,
    weeks: (from: string | undefined) => ['plan', from ?? 'this-week'] as const,
  },
  pipeline: {
    runs: ['pipeline', 'runs'] as const,
    sources: ['pipeline', 'sources'] as const,
    regionalTerms: ['pipeline', 'regional-terms'] as const,
  },
  imprint: ['settings', 'imprint'] as const,
  publicAddress: ['settings', 'public-address'] as const,
  /** The prefixes of everything only the admin area reads; dropped on sign-out. */
  adminData: [['settings'], ['pipeline'], ['activity'], ['plan']] as const,
};
