import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../features/auth';
import { adminText } from '../../messages/admin';
import { adminSectionPaths, adminSectionUrl, normalisedPath, type AdminSectionPath } from '../../../shared/web-routes';

export interface AdminSectionProps {
  /** The signed-in person (the team section marks their own row). */
  user: SessionUser;
}

/** A section's module: its page, and optionally the data it shows, to be asked for before the page renders. */
export interface AdminSectionModule {
  default: ComponentType<AdminSectionProps>;
  prefetch?: (queryClient: QueryClient) => void;
}

export interface AdminSection {
  /** Below /admin; '' is /admin itself. */
  path: AdminSectionPath;
  /** In the section navigation. */
  label: string;
  /** The page's heading and document title. */
  title: string;
  subtitle: string;
  /** What the page is for when an editor opens it, where that differs. */
  editorSubtitle?: string;
  /**
   * Checked by the server's admin check before the section shows; the navigation hides it from others, and an
   * editor who opens it anyway is told what they can do instead (editor-notice.tsx).
   */
  adminOnly: boolean;
  /** The section's code; loaded once, whether for rendering or ahead of it. */
  load: () => Promise<AdminSectionModule>;
  Component: ComponentType<AdminSectionProps>;
}

const { sections } = adminText;

function loadable(load: () => Promise<AdminSectionModule>) {
  return { load, Component: lazy(load) };
}

/**
 * The admin area's sections, one for each address in `adminSectionPaths` (src/shared/web-routes.ts), which
 * also gives their navigation order and tells the server which addresses exist. A new section is an address
 * there and an entry here; each is loaded when first opened.
 */
const sectionsByPath: Record<AdminSectionPath, Omit<AdminSection, 'path'>> = {
  '': {
    ...sections.publishing,
    adminOnly: true,
    ...loadable(() => import('./sections/publishing-section')),
  },
  analyse: {
    ...sections.analysis,
    adminOnly: true,
    ...loadable(() => import('./sections/analysis-section')),
  },
  region: {
    ...sections.region,
    adminOnly: true,
    ...loadable(() => import('./sections/region-section')),
  },
  texte: {
    ...sections.texts,
    adminOnly: true,
    ...loadable(() => import('./sections/texts-section')),
  },
  erscheinungsbild: {
    ...sections.brand,
    adminOnly: true,
    ...loadable(() => import('./sections/brand-section')),
  },
  impressum: {
    ...sections.imprint,
    adminOnly: true,
    ...loadable(() => import('./sections/imprint-section')),
  },
  protokoll: {
    ...sections.protokoll,
    adminOnly: true,
    ...loadable(() => import('./sections/protokoll-section')),
  },
  // Everyone signed in: editors see the team read-only and change their own password there.
  users: {
    ...sections.team,
    adminOnly: false,
    ...loadable(() => import('./sections/team-section')),
  },
};

export const adminSections: AdminSection[] = adminSectionPaths.map((path) => ({ path, ...sectionsByPath[path] }));

export const sectionUrl = (section: AdminSection) => adminSectionUrl(section.path);

/** The section a URL shows (a trailing slash is ignored), or undefined for an unknown admin URL. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  const normalised = normalisedPath(pathname);
  return adminSections.find((section) => sectionUrl(section) === normalised);
}
