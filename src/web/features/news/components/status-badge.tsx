import { newsStatusLabels, type NewsStatus } from '../../../../shared/news-status';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { newsText } from '../../../messages/news';

const variants: Record<NewsStatus, BadgeProps['variant']> = {
  vorschlag: 'outline',
  bearbeitet: 'outline',
  freigegeben: 'default',
  geplant: 'warning',
  veröffentlicht: 'default',
};

/**
 * "bearbeitet" after any save, "freigegeben" once publishing starts, "geplant" while a scheduled post waits,
 * "Veröffentlicht" once sent; a fresh proposal shows nothing.
 */
export function StatusBadge({ status }: { status: NewsStatus }) {
  const label = newsStatusLabels[status];
  if (!label) return null;
  return (
    <Badge variant={variants[status]} data-testid="status-badge" data-status={status}>
      <span className="sr-only">{newsText.statusPrefix}</span>
      {label}
    </Badge>
  );
}
