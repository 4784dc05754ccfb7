/**
 * Every address the web app shows a page for. The browser's router and the admin navigation are built from
 * these lists, and the server answers exactly these with 200 and anything else with its 404 page, so a page
 * the app knows can always be loaded directly.
 */

/** The pages outside the admin area. */
export const pagePaths = ['/', '/auth', '/planung', '/impressum', '/datenschutz'] as const;
export type PagePath = (typeof pagePaths)[number];

/** The admin area's sections below /admin, in navigation order; '' is /admin itself. */
export const adminSectionPaths = [
  '',
  'analyse',
  'region',
  'texte',
  'erscheinungsbild',
  'impressum',
  'protokoll',
  'users',
] as const;
export type AdminSectionPath = (typeof adminSectionPaths)[number];

export const adminSectionUrl = (path: AdminSectionPath) => (path ? `/admin/${path}` : '/admin');

export const webAppPaths: readonly string[] = [...pagePaths, ...adminSectionPaths.map(adminSectionUrl)];

/** The address without trailing slashes (`/admin/` is `/admin`); `/` stays `/`. */
export const normalisedPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** True for an address the web app shows a page for (a trailing slash is ignored). */
export const isWebAppPath = (pathname: string) => webAppPaths.includes(normalisedPath(pathname));
