import { CreateUserForm, UsersList } from '../../../features/users';
import type { AdminSectionProps } from '../sections';

/** /admin/users: create accounts, the list with roles, passwords and delete (never one's own account). */
export default function TeamSection({ user }: AdminSectionProps) {
  return (
    <>
      <CreateUserForm />
      <UsersList currentUserId={user.id} />
    </>
  );
}
