import { useEffect, useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import type { ListedUser, Role } from '../../../../shared/auth';
import { formatGermanDate } from '../../../../shared/dates';
import { messages } from '../../../../shared/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { notifyFailure } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { commonText } from '../../../messages/common';
import { userText } from '../../../messages/users';
import { useUpdateUser, useUsers } from '../api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { SetPasswordDialog } from './set-password-dialog';

/** One member: e-mail, role and creation date for everyone; role, password and delete controls for admins. */
function UserRow({
  user,
  isSelf,
  readOnly,
  onDelete,
  onSetPassword,
}: {
  user: ListedUser;
  isSelf: boolean;
  readOnly: boolean;
  onDelete: () => void;
  onSetPassword: () => void;
}) {
  const update = useUpdateUser();
  const changeRole = (role: Role) =>
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: () => notify.success(userText.roleChangedTitle, userText.roleChangedText(user.email, role)),
        onError: (err) => notifyFailure(userText.updateFailedTitle, err, messages.api.internal),
      },
    );

  return (
    <li
      className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:gap-4"
      data-testid="user-row"
      data-email={user.email}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">
          {user.email}
          {isSelf ? <span className="ml-2 text-sm font-normal text-muted">{userText.self}</span> : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge variant={user.role === 'admin' ? 'default' : 'muted'} data-testid="user-role">
            {userText.roleLabels[user.role]}
          </Badge>
          <span>
            {userText.createdAt} <time dateTime={user.created_at}>{formatGermanDate(user.created_at)}</time>
          </span>
        </p>
      </div>
      {readOnly ? null : (
        <UserControls
          user={user}
          isSelf={isSelf}
          busy={update.isPending}
          onChangeRole={changeRole}
          onDelete={onDelete}
          onSetPassword={onSetPassword}
        />
      )}
    </li>
  );
}

function UserControls({
  user,
  isSelf,
  busy,
  onChangeRole,
  onDelete,
  onSetPassword,
}: {
  user: ListedUser;
  isSelf: boolean;
  busy: boolean;
  onChangeRole: (role: Role) => void;
  onDelete: () => void;
  onSetPassword: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label={userText.roleOf(user.email)}
        value={user.role}
        disabled={isSelf || busy}
        onChange={(e) => onChangeRole(e.target.value as Role)}
        className="h-9"
      >
        <option value="editor">{userText.roleLabels.editor}</option>
        <option value="admin">{userText.roleLabels.admin}</option>
      </NativeSelect>
      <Button variant="outline" size="sm" onClick={onSetPassword}>
        <KeyRound aria-hidden />
        {userText.setPassword}
        <span className="sr-only">{userText.forUser(user.email)}</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-red-800 hover:bg-red-50"
        onClick={onDelete}
        disabled={isSelf}
        title={isSelf ? userText.ownRowHint : undefined}
      >
        <Trash2 aria-hidden />
        {commonText.delete}
        <span className="sr-only">{userText.deleteWhich(user.email)}</span>
      </Button>
    </div>
  );
}

/** The team; `readOnly` (for editors) leaves out every control that changes an account. */
export function UsersList({ currentUserId, readOnly = false }: { currentUserId: string; readOnly?: boolean }) {
  const { data: users, isPending, isError } = useUsers(true);
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);
  const [toSetPassword, setToSetPassword] = useState<ListedUser | null>(null);

  useEffect(() => {
    if (isError) notify.error(messages.users.loadFailedTitle, messages.users.loadFailedText);
  }, [isError]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{userText.listTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" aria-label={userText.loadingList} className="flex flex-col gap-3">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : !users || users.length === 0 ? (
          <p className="py-6 text-center text-muted">{userText.noUsers}</p>
        ) : (
          <ul className="divide-y divide-line">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                readOnly={readOnly}
                onDelete={() => setToDelete(user)}
                onSetPassword={() => setToSetPassword(user)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {readOnly ? null : (
        <>
          <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
          <SetPasswordDialog user={toSetPassword} onClose={() => setToSetPassword(null)} />
        </>
      )}
    </Card>
  );
}
