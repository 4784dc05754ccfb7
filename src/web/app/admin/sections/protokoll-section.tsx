import { ActivityLog } from '../../../features/activity';

/** /admin/protokoll: the activity log with filters, pages and CSV export. */
export default function ProtokollSection() {
  return <ActivityLog />;
}
