import { z } from 'zod';
import { forgotPasswordSchema, newPasswordSchema, signInSchema } from '../accounts/schemas';
import { endpoint } from '../api/endpoint';

/**
 * The Better Auth endpoints the product uses, and no others: the rest of Better Auth's surface (update-user,
 * list-sessions, …) would change members outside the app's rules and audit, so it answers 404.
 */
export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).loose();
export type SessionUser = z.infer<typeof sessionUserSchema>;
const done = z.object({ status: z.boolean() }).loose();

export const authApi = {
  session: endpoint({
    method: 'get',
    path: '/api/auth/get-session',
    operationId: 'getSession',
    tag: 'Auth',
    access: 'public',
    summary: 'The current session and its user, or null',
    ok: { status: 200, schema: z.object({ user: sessionUserSchema, session: z.object({ expiresAt: z.string() }).loose() }).nullable() },
  }),
  signIn: endpoint({
    method: 'post',
    path: '/api/auth/sign-in/email',
    operationId: 'signIn',
    tag: 'Auth',
    access: 'public',
    summary: 'Sign in with e-mail and password; sets the session cookie (30 days with rememberMe)',
    description:
      'Failed attempts are limited (429) without a way to lock the owner out: 10 an hour per account from one address, ' +
      '50 an hour per address, and 100 an hour per account from everywhere, past which only devices that have signed in to the ' +
      'account before may try (a password reset clears the count and lets the device that made it in). The answer carries no session token: ' +
      'the session is the HttpOnly cookie.',
    body: signInSchema.meta({ example: { email: 'owner@fairlead.test', password: 'fairlead-demo-2026', rememberMe: true } }),
    ok: { status: 200, schema: z.object({ user: sessionUserSchema }).loose() },
    errors: [401, 429],
  }),
  signOut: endpoint({
    method: 'post',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    tag: 'Auth',
    access: 'public',
    summary: 'Sign out of every device (all sessions of the user are revoked)',
    ok: { status: 200, schema: z.object({ success: z.boolean() }) },
  }),
  requestPasswordReset: endpoint({
    method: 'post',
    path: '/api/auth/request-password-reset',
    operationId: 'requestPasswordReset',
    tag: 'Auth',
    access: 'public',
    summary: 'E-mail a single-use reset link valid for one hour (the answer never says whether the address exists)',
    description: 'At most 5 an hour per e-mail address, whether or not it has an account, and 20 an hour per client address (429).',
    body: forgotPasswordSchema.extend({ redirectTo: z.string().max(500).optional() }),
    ok: { status: 200, schema: done },
    errors: [429],
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    tag: 'Auth',
    access: 'public',
    summary: 'Set a new password with the token from the reset e-mail',
    body: z.object({ token: z.string().min(1, 'The reset link is incomplete').max(500), newPassword: newPasswordSchema }),
    ok: { status: 200, schema: done },
  }),
  verifyEmail: endpoint({
    method: 'get',
    path: '/api/auth/verify-email',
    operationId: 'confirmEmail',
    tag: 'Auth',
    access: 'public',
    summary: 'Confirm an e-mail address with the token from the confirmation mail (401 when it is invalid or expired)',
    query: z.object({ token: z.string().min(1, 'The confirmation link is incomplete').max(4000) }),
    ok: { status: 200, schema: z.object({ status: z.boolean() }).loose() },
    errors: [401],
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/api/auth/change-password',
    operationId: 'changePassword',
    tag: 'Auth',
    access: 'user',
    summary: 'Change one’s password with the current one',
    body: z.object({
      currentPassword: z.string().min(1, 'Enter your current password').max(200),
      newPassword: newPasswordSchema,
      revokeOtherSessions: z.boolean().optional(),
    }),
    description: 'The current password is counted under the sign-in limits (429 past them).',
    ok: { status: 200, schema: z.object({ user: sessionUserSchema }).loose() },
    errors: [429],
  }),
};
