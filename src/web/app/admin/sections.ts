import { lazy, type ComponentType } from 'react';
import type { SessionUser } from '../../features/auth';
import { adminText } from '../../messages/admin';

export interface AdminSectionProps {
  /** The signed-in person (the team section marks their own row). */
  user: SessionUser;
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
  Component: ComponentType<AdminSectionProps>;
}

const { sections } = adminText;

/**
 * The admin area's sections in navigation order. A new section is one entry here; each is loaded when
 * first opened.
 */
export const adminSections: AdminSection[] = [
  {
    path: '',
    ...sections.publishing,
    adminOnly: true,
    Component: lazy(() => import('./sections/publishing-section')),
  },
  {
    path: 'analyse',
    ...sections.analysis,
    adminOnly: true,
    Component: lazy(() => import('./sections/analysis-section')),
  },
  {
    path: 'region',
    ...sections.region,
    adminOnly: true,
    Component: lazy(() => import('./sections/region-section')),
  },
  {
    path: 'texte',
    ...sections.texts,
    adminOnly: true,
    Component: lazy(() => import('./sections/texts-section')),
  },
  {
    path: 'erscheinungsbild',
    ...sections.brand,
    adminOnly: true,
    Component: lazy(() => import('./sections/brand-section')),
  },
  {
    path: 'protokoll',
    ...sections.protokoll,
    adminOnly: true,
    Component: lazy(() => import('./sections/protokoll-section')),
  },
  {
    path: 'users',
    ...sections.team,
    adminOnly: true,
    Component: lazy(() => import('./sections/team-section')),
  },
];

export const sectionUrl = (section: AdminSection) => (section.path ? `/admin/${section.path}` : '/admin');

/** The section a URL shows (a trailing slash is ignored), or undefined for an unknown admin URL. */
export function sectionForPath(pathname: string): AdminSection | undefined {
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return adminSections.find((section) => sectionUrl(section) === normalised);
}
