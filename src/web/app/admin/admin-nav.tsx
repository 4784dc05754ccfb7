import { NavLink } from 'react-router';
import type { SessionUser } from '../../features/auth';
import { cn } from '../../lib/cn';
import { adminText } from '../../messages/admin';
import { adminSections, sectionUrl } from './sections';

/**
 * The sections as links with their own URLs: a column beside the content on wide screens, a row of tabs
 * above it on narrow ones (one list, laid out twice by CSS).
 */
export function AdminNav({ user }: { user: SessionUser }) {
  const visible = adminSections.filter((section) => !section.adminOnly || user.role === 'admin');
  return (
    <nav aria-label={adminText.navLabel} data-testid="admin-nav">
      <ul className="flex flex-wrap gap-1 border-b border-line pb-2 md:flex-col md:flex-nowrap md:border-b-0 md:pb-0">
        {visible.map((section) => (
          <li key={section.path}>
            <NavLink
              to={sectionUrl(section)}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive ? 'bg-brand text-brand-foreground' : 'text-ink hover:bg-brand-soft',
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
