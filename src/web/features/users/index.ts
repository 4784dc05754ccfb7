/** The users feature's public entry: the team administration (create, list, roles, passwords, delete). */
export { CreateUserForm } from './components/create-user-form';
export { UsersList } from './components/users-list';
export { useUsers } from './api/users';
