import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useUsers } from '../../features/users';
import { adminText } from '../../messages/admin';
import { userText } from '../../messages/users';
import { adminSectionUrl } from '../../../shared/web-routes';
import { OwnPasswordButton } from './own-password-button';

const { editorNotice } = adminText;

/**
 * An editor on a page only admins change: no redirect and no error, but what they can do here instead —
 * their own password, the team read-only, and whom to ask (decision 040).
 */
export function EditorNotice() {
  const { data: users, isPending } = useUsers(true);
  const admins = users?.filter((u) => u.role === 'admin') ?? [];

  return (
    <Card data-testid="editor-notice">
      <CardHeader>
        <CardTitle>{editorNotice.title}</CardTitle>
        <CardDescription>{editorNotice.text(userText.roleLabels.editor)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          <li>
            <OwnPasswordButton>{editorNotice.changePassword}</OwnPasswordButton>
          </li>
          <li>
            <Button asChild variant="outline" size="sm">
              <Link to={adminSectionUrl('users')}>
                <Users aria-hidden />
                {editorNotice.viewTeam}
              </Link>
            </Button>
          </li>
          <li>
            <p className="text-sm text-ink">{editorNotice.askAdmin}</p>
            {isPending ? (
              <p className="mt-1 text-sm text-muted">{editorNotice.adminsLoading}</p>
            ) : admins.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{editorNotice.noAdmins}</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1" aria-label={userText.roleLabels.admin}>
                {admins.map((admin) => (
                  <li key={admin.id} className="text-sm">
                    <a className="break-all text-brand underline" href={`mailto:${admin.email}`}>
                      {admin.email}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
