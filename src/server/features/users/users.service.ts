import { APIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import { clearLoginFailures, loginBlockedForMinutes, recordLoginFailure } from '../../auth/login-rate-limit';
import { AppError, conflict, notFound } from '../../lib/errors';
import { messages } from '../../../shared/messages';
import type { CreateUserInput, ListedUser, Role } from '../../../shared/auth';
import type { SessionUser } from '../../auth/auth';
import { personActor, recordActivity, systemActor, type ActivityActor } from '../activity';
import { countOtherAdmins, countUsers, findUser, findUserByEmail, listUsers, setRole } from './users.repo';

function toListedUser(u: { id: string; email: string; role: string; createdAt: Date }): ListedUser {
  return {
    id: u.id,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'editor',
    created_at: u.createdAt.toISOString(),
  };
}

export async function listAllUsers(ctx: AppContext): Promise<ListedUser[]> {
  return (await listUsers(ctx.db)).map(toListedUser);
}

/**
 * Who changes an account, for the log. better-auth writes accounts through its own adapter, outside our
 * transactions, so these entries follow the change right after it (docs/decisions/024-activity-log-and-release.md).
 */
const actorOf = (by: SessionUser | undefined): ActivityActor => (by ? personActor(by) : systemActor('cli'));
const account = (u: { id: string; email: string; role: string }) => ({ id: u.id, email: u.email, role: u.role });

/** Creates an account with better-auth's own password hashing (no hand-written crypto). */
export async function createUser(ctx: AppContext, input: CreateUserInput, by?: SessionUser): Promise<ListedUser> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(ctx.db, email)) throw conflict(messages.users.emailTaken);
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(input.password);
  const created = await auth.internalAdapter.createUser(
    { email, name: email, emailVerified: true, role: input.role },
    { method: 'admin' },
  );
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  const stored = await findUser(ctx.db, created.id);
  await recordActivity(ctx.db, actorOf(by), { kind: 'user.created', after: account(stored!) });
  return toListedUser(stored!);
}

export async function deleteUser(ctx: AppContext, actor: SessionUser, id: string): Promise<void> {
  if (actor.id === id) throw new AppError(400, 'bad_request', messages.users.cannotDeleteSelf);
  const target = await findUser(ctx.db, id);
  if (!target) throw notFound();
  if (target.role === 'admin' && (await countOtherAdmins(ctx.db, id)) === 0) {
    throw new AppError(400, 'bad_request', messages.users.cannotRemoveLastAdmin);
  }
  const auth = await ctx.auth.$context;
  await auth.internalAdapter.deleteUserSessions(id);
  await auth.internalAdapter.deleteUser(id);
  await recordActivity(ctx.db, personActor(actor), { kind: 'user.deleted', before: account(target) });
}

export async function updateUser(
  ctx: AppContext,
  id: string,
  change: { role?: Role; password?: string },
  by?: SessionUser,
): Promise<ListedUser> {
  const target = await findUser(ctx.db, id);
  if (!target) throw notFound();
  if (change.role === 'editor' && target.role === 'admin' && (await countOtherAdmins(ctx.db, id)) === 0) {
    throw new AppError(400, 'bad_request', messages.users.cannotRemoveLastAdmin);
  }
  if (change.role && change.role !== target.role) {
    await ctx.db.transaction(async (tx) => {
      await setRole(tx as unknown as typeof ctx.db, id, change.role!);
      await recordActivity(tx as unknown as typeof ctx.db, actorOf(by), {
        kind: 'user.role',
        before: account(target),
        after: { ...account(target), role: change.role },
      });
    });
  }
  if (change.password) {
    const auth = await ctx.auth.$context;
    await auth.internalAdapter.updatePassword(id, await auth.password.hash(change.password));
    // A new password set by an admin ends the user's other sessions.
    await auth.internalAdapter.deleteUserSessions(id);
    // Never the password itself: only that it was set, and for whom.
    await recordActivity(ctx.db, actorOf(by), { kind: 'user.password', after: account(target) });
  }
  return toListedUser((await findUser(ctx.db, id))!);
}

export type OwnPasswordChange =
  { kind: 'changed'; setCookies: string[] } | { kind: 'wrong-password' } | { kind: 'blocked'; minutes: number };

/**
 * Changes the signed-in user's password. Their other sessions end; this one goes on under a new session
 * cookie (`setCookies`), so the person stays signed in. Wrong current passwords count like failed
 * sign-ins (same table, same limit per IP and e-mail), so the check cannot be used to guess a password.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  request: { headers: Headers; ip: string; user: SessionUser },
  currentPassword: string,
  newPassword: string,
): Promise<OwnPasswordChange> {
  const now = ctx.clock.now();
  const email = request.user.email.toLowerCase();
  const minutes = await loginBlockedForMinutes(ctx.db, request.ip, email, now);
  if (minutes > 0) return { kind: 'blocked', minutes };
  try {
    const { headers } = await ctx.auth.api.changePassword({
      headers: request.headers,
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      returnHeaders: true,
    });
    await clearLoginFailures(ctx.db, request.ip, email);
    await recordActivity(ctx.db, personActor(request.user), {
      kind: 'user.own_password',
      after: account(request.user),
    });
    return { kind: 'changed', setCookies: headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError && err.body?.code === 'INVALID_PASSWORD') {
      await recordLoginFailure(ctx.db, request.ip, email, now);
      return { kind: 'wrong-password' };
    }
    throw err;
  }
}

/** The first admin from ADMIN_EMAIL / ADMIN_PASSWORD, created only while no user exists. */
export async function ensureFirstAdmin(ctx: AppContext): Promise<ListedUser | undefined> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = ctx.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return undefined;
  if ((await countUsers(ctx.db)) > 0) return undefined;
  return createUser(ctx, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' });
}

export async function hasRole(ctx: AppContext, userId: string, role: Role): Promise<boolean> {
  const found = await findUser(ctx.db, userId);
  return found?.role === role;
}
