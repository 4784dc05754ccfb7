import type { NewsStatus } from '../../../../shared/news';
import { Badge } from '../../../components/ui/badge';

const statusLabels: Partial<Record<NewsStatus, string>> = { bearbeitet: 'bearbeitet', freigegeben: 'freigegeben' };

/** SPEC.md §4: "bearbeitet" after any save, "freigegeben" once publishing starts; a fresh proposal shows nothing. */
export function StatusBadge({ status }: { status: NewsStatus }) {
  const label = statusLabels[status];
  if (!label) return null;
  return (
    <Badge variant={status === 'freigegeben' ? 'default' : 'outline'} data-testid="status-badge" data-status={status}>
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}
