// The users feature's public entry.
export { usersModule } from './users.module';
export { changeOwnPassword, createUser, ensureFirstAdmin, hasRole } from './users.service';
