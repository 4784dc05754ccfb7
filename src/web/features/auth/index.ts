import { lazy } from 'react';

/**
 * The auth feature's public entry: who is signed in, signing in and out, the admin guard. The forms are
 * loaded on first use (lazy components need a Suspense boundary above them): they bring the form library and
 * the schemas, which the overview's first bundle must not carry.
 */
export { prefetchSession, useCurrentUser, type SessionUser } from './api/session';
export { useSessionSync } from './api/use-session-sync';
export { useSignOut } from './api/use-sign-out';
export { useAdminGuard, type AdminGuard } from './hooks/use-admin-guard';

export const LoginForm = lazy(() => import('./components/login-form').then((m) => ({ default: m.LoginForm })));
export const ChangePasswordDialog = lazy(() => import('./components/change-password-dialog'));
