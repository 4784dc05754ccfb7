import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CreateUserForm, UsersList } from '../../../features/users';
import { userText } from '../../../messages/users';
import { OwnPasswordButton } from '../own-password-button';
import type { AdminSectionProps } from '../sections';

/**
 * /admin/users. Admins: create accounts, the list with roles, passwords and delete (never one's own account).
 * Editors: their own access and password, and the team read-only, so they see who the admins are.
 */
export default function TeamSection({ user }: AdminSectionProps) {
  if (user.role !== 'admin') {
    return (
      <>
        <Card data-testid="own-account">
          <CardHeader>
            <CardTitle>{userText.ownAccountTitle}</CardTitle>
            <CardDescription>{userText.ownAccountText(userText.roleLabels[user.role])}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="mb-3 text-sm break-all text-ink">{user.email}</p>
            <OwnPasswordButton>{userText.ownPassword}</OwnPasswordButton>
          </CardContent>
        </Card>
        <UsersList currentUserId={user.id} readOnly />
      </>
    );
  }
  return (
    <>
      <CreateUserForm />
      <UsersList currentUserId={user.id} />
    </>
  );
}
