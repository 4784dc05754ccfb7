import { useAdminGuard } from '../../features/auth/hooks/use-admin-guard';
import { CreateUserForm } from '../../features/users/components/create-user-form';
import { UsersList } from '../../features/users/components/users-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminPageHeader } from '../layout/admin-page-header';
import { PageLoading } from '../layout/page-loading';

export default function AdminUsersPage() {
  useDocumentTitle('Benutzerverwaltung · News Dashboard');
  const guard = useAdminGuard();

  if (guard.status === 'loading') return <PageLoading text="Wird geladen..." />;
  if (guard.status !== 'allowed') return <PageLoading text="Berechtigung wird geprüft..." />;

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title="Benutzerverwaltung"
        subtitle="Zugänge für das Team anlegen, Rollen vergeben und Konten entfernen."
      />
      <CreateUserForm />
      <UsersList currentUserId={guard.user.id} />
    </main>
  );
}
