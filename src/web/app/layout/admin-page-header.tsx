import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../features/auth/api/use-sign-out';
import { BackLink } from './back-link';

/** Top of the admin screens: back to the overview, heading with subtitle, logout. */
export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <BackLink />
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          Abmelden
        </Button>
      </div>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{subtitle}</p>
      </div>
    </div>
  );
}
