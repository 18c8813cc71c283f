import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { enqueue } from '../lib/jobs';
import { trustedOrigins } from '../lib/security';
import { CONFIRM_LINK_DAYS, confirmEmailMail, passwordResetMail } from './mails';

export const SESSION_DAYS = 30;
/** How often a session in use is extended (Better Auth's updateAge): at most once a day. */
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;

/** Mail goes through the job queue (server/lib/jobs.ts): never sent inside the request, never lost with it. */
export function createAuth(deps: { db: Database; config: Config }) {
  const { db, config } = deps;
  return betterAuth({
    appName: 'Fairlead',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Registration goes through /api/accounts/register, which writes user, credential and profile in one transaction.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueue(db, 'mail.send', passwordResetMail(user, `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`));
      },
    },
    // Registration and "send the link again" ask for the mail (server/auth/confirmation.ts); the link opens the
    // app's /confirm-email page, which confirms through GET /api/auth/verify-email.
    emailVerification: {
      expiresIn: 60 * 60 * 24 * CONFIRM_LINK_DAYS,
      sendVerificationEmail: async ({ user, token }) => {
        await enqueue(db, 'mail.send', confirmEmailMail(user, `${config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * SESSION_DAYS, updateAge: SESSION_REFRESH_SECONDS },
    trustedOrigins: trustedOrigins(config),
    // Failed sign-ins are limited by our own database-backed counter (server/auth/sign-in-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
    advanced: {
      useSecureCookies: config.env === 'production',
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
