import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { AppEnv } from '../lib/context';

/**
 * A browser that has signed in to an account (or reset its password) carries a signed note of it. When an account is
 * under a guessing attack its owner's own devices can still sign in, while new devices must prove the mailbox first.
 * Signed with the server's secret: the note cannot be made for an account one has not got into.
 */
export const KNOWN_DEVICE_COOKIE = 'fairlead.known_device';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function signature(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device:${email.toLowerCase()}`).digest('base64url');
}

export function isKnownDevice(c: Context<AppEnv>, email: string): boolean {
  const value = getCookie(c, KNOWN_DEVICE_COOKIE);
  if (!value) return false;
  const expected = Buffer.from(signature(c.get('deps').config.authSecret, email));
  return value.split('.').some((part) => {
    const given = Buffer.from(part);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The Set-Cookie value adding this account to the browser's note (a few accounts at most: a shared office computer). */
export function knownDeviceCookie(c: Context<AppEnv>, email: string): string {
  const { authSecret, env } = c.get('deps').config;
  const mine = signature(authSecret, email);
  const others = (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.').filter((p) => p && p !== mine);
  return serialize(KNOWN_DEVICE_COOKIE, [mine, ...others].slice(0, 5).join('.'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env === 'production',
    maxAge: ONE_YEAR_S,
  });
}
