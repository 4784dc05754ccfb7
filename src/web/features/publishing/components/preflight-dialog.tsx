import { Link } from 'react-router';
import { ArrowRight, CircleCheck, CircleX } from 'lucide-react';
import type { PreflightCheckView } from '../../../../shared/news';
import { useCurrentUser } from '../../../features/auth';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { publishText } from '../../../messages/publishing';

interface Props {
  /** The failed preflight; the dialog is open while this is set. */
  checks: PreflightCheckView[] | null;
  onClose: () => void;
}

/**
 * Where an admin fixes a failed check: the Buffer settings, or the explanation of the server's public
 * address. Others read in the check's own message that an admin has to.
 */
const adminFixes: Partial<Record<string, { to: string; label: string }>> = {
  settings: { to: '/admin', label: publishText.fixSettings },
  public_url: { to: '/admin#oeffentliche-adresse', label: publishText.fixPublicUrl },
};

/** The German checklist shown instead of publishing when any preflight check fails. */
export function PreflightDialog({ checks, onClose }: Props) {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  return (
    <Dialog open={checks !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={publishText.close}>
        <DialogTitle>{publishText.checklistTitle}</DialogTitle>
        <DialogDescription>{publishText.checklistDescription}</DialogDescription>
        <ul className="mt-4 flex flex-col gap-3" data-testid="preflight-checklist">
          {(checks ?? []).map((check) => (
            <li
              key={check.id}
              data-testid="preflight-check"
              data-check-id={check.id}
              data-ok={check.ok}
              className="flex items-start gap-3 text-sm"
            >
              {check.ok ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
              ) : (
                <CircleX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
              )}
              <span className="flex flex-col">
                <span className="font-medium text-ink">
                  {check.label}
                  <span className="sr-only">: {check.ok ? publishText.checkOk : publishText.checkFailed}</span>
                </span>
                <span className={check.ok ? 'text-muted' : 'text-red-800'}>{check.message}</span>
                {isAdmin && !check.ok && adminFixes[check.id] ? (
                  <Link
                    to={adminFixes[check.id]!.to}
                    className="mt-1 inline-flex items-center gap-1 self-start font-medium text-brand underline underline-offset-4"
                  >
                    {adminFixes[check.id]!.label}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{publishText.close}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
