import { Suspense, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ChangePasswordDialog } from '../../features/auth';

/** Opens the same dialog as the key in the header: the one thing about their account every member changes. */
export function OwnPasswordButton({ children }: { children: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
