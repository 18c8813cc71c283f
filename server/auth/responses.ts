import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, verifications } from '../db/schema';

/** The same answer with these Set-Cookie headers added. */
export function withCookies(response: Response, cookies: string[]): Response {
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Better Auth puts the raw session token in the sign-in and get-session bodies. The browser needs only the HttpOnly
 * cookie; a token in a body is one a script (an injected one included) could read and replay, so it is taken out.
 */
export async function withoutSessionToken(response: Response, cookies: string[] = []): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return withCookies(response, cookies);
  const body = (await response.json()) as Record<string, unknown> | null;
  if (body && typeof body === 'object') {
    delete body.token;
    if (body.session && typeof body.session === 'object') delete (body.session as Record<string, unknown>).token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** The e-mail address a password-reset link belongs to (Better Auth keeps the user id under `reset-password:<token>`). */
export async function resetLinkOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return row?.email ?? null;
}
