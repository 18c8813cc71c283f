import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context';

/** The address of the peer on the other end of the TCP socket, or null for a request with no socket (in-process). */
export function socketAddress(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * The client's address. Behind `TRUST_PROXY=N` reverse proxies it is the Nth X-Forwarded-For entry from the right:
 * each proxy appends the address it was connected from, so the entries to the left of those are whatever the
 * client chose to send and prove nothing.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const proxies = c.get('deps').config.trustProxy;
  if (proxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const added = entries[Math.max(0, entries.length - proxies)];
    if (added && isIP(added)) return added;
  }
  return socketAddress(c) ?? 'unknown';
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of a loopback address. */
export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}
