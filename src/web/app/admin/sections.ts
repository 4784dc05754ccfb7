import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../features/auth';
import { adminText } from '../../messages/admin';

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
  path: string;
  /** In the section navigation. */
  label: string;
  /** The page's heading and document title. */
  title: string;
  subtitle: string;
  /** Checked by the server's admin check before the section shows; the navigation hides it from others. */
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
 * The admin area's sections in navigation order. A new section is one entry here; each is loaded when
 * first opened.
 */
export const adminSections: AdminSection[] = [
  {
    path: '',
    ...sections.publishing,
    adminOnly: true,
    ...loadable(() => import('./sections/publishing-section')),
  },
  {
    path: 'analyse',
    ...sections.analysis,
    adminOnly: true,
    ...loadable(() => import('./sections/analysis-section')),
  },
  {
    path: 'region',
    ...sections.region,
    adminOnly: true,
    ...loadable(() => import('./sections/region-section')),
  },
  {
    path: 'texte',
    ...sections.texts,
    adminOnly: true,
    ...loadable(() => import('./sections/texts-section')),
  },
  {
    path: 'erscheinungsbild',
    ...sections.brand,
    adminOnly: true,
    ...loadable(() => import('./sections/brand-section')),
  },
  {
    path: 'impressum',
    ...sections.imprint,
    adminOnly: true,
    ...loadable(() => import('./sections/imprint-section')),
  },
  {
    path: 'protokoll',
    ...sections.protokoll,
    adminOnly: true,
    ...loadable(() => import('./sections/protokoll-section')),
  },
  {
    path: 'users',
    ...sections.team,
    adminOnly: true,
    ...loadable(() => import('./sections/team-section')),
  },
];

export const sectionUrl = (section: AdminSection) => (section.path ? `/admin/${section.path}` : '/admin');

/** The section a URL shows (a trailing slash is ignored), or undefined for an unknown admin URL. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return adminSections.find((section) => sectionUrl(section) === normalised);
}
