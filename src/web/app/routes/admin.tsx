import { BufferSettingsCard } from '../../features/admin/components/buffer-settings-card';
import { PipelinePanel } from '../../features/admin/components/pipeline-panel';
import { useAdminGuard } from '../../features/auth/hooks/use-admin-guard';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminPageHeader } from '../layout/admin-page-header';
import { PageLoading } from '../layout/page-loading';

export default function AdminPage() {
  useDocumentTitle('Admin-Einstellungen · News Dashboard');
  const guard = useAdminGuard();

  if (guard.status === 'loading') return <PageLoading text="Wird geladen..." />;
  if (guard.status !== 'allowed') return <PageLoading text="Berechtigung wird geprüft..." />;

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title="Admin-Einstellungen"
        subtitle="Verbindung zu Buffer für automatische Instagram-Posts: freigegebene Beiträge werden über Buffer auf Instagram veröffentlicht."
      />
      <BufferSettingsCard />
      <PipelinePanel />
    </main>
  );
}
