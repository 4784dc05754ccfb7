import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, KeyRound, LogIn, LogOut, Settings, Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ChangePasswordDialog, useCurrentUser, useSignOut } from '../../features/auth';
import { usePublicBrand } from '../../lib/public-brand';
import { commonText } from '../../messages/common';
import { layoutText } from '../../messages/layout';
import { BrandMark } from './brand-mark';

/** Text that stays in the accessible name but only shows from the `sm` breakpoint on. */
function NavLabel({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

export function SiteHeader() {
  const { user, isPending } = useCurrentUser();
  const signOut = useSignOut();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { data: brand } = usePublicBrand();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      {/* Too narrow for the name beside the signed-in links (a phone), the links move to a second row. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <Link to="/" className="flex min-w-40 flex-1 items-center gap-2.5 rounded-md font-semibold text-ink">
          <BrandMark className="size-8 shrink-0" primary={brand?.primaryColor} accent={brand?.accentColor} />
          <span className="line-clamp-2 leading-tight break-words" data-testid="site-brand-name">
            {brand?.organizationName ?? layoutText.brand}
          </span>
        </Link>
        <nav aria-label={layoutText.mainNavigation} className="ml-auto flex items-center gap-1 sm:gap-2">
          {isPending ? null : user ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/planung">
                  <CalendarDays aria-hidden />
                  <NavLabel>{layoutText.planning}</NavLabel>
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to="/admin/users">
                  <Users aria-hidden />
                  <NavLabel>{layoutText.team}</NavLabel>
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to="/admin">
                  <Settings aria-hidden />
                  <NavLabel>{layoutText.settings}</NavLabel>
                </Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setPasswordOpen(true)} title={layoutText.changePassword}>
                <KeyRound aria-hidden />
                <span className="sr-only">{layoutText.changePassword}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => void signOut()}>
                <LogOut aria-hidden />
                <NavLabel>{commonText.signOut}</NavLabel>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">
                <LogIn aria-hidden />
                {layoutText.signIn}
              </Link>
            </Button>
          )}
        </nav>
      </div>
      {passwordOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
