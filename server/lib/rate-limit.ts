import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import type { Clock } from './clock';
import { AppError } from './errors';

const HOUR = 60 * 60 * 1000;
const FROM_YOUR_NETWORK = 'Too many requests from your network. Try again in an hour.';

type Limit = {
  /** Whose requests are counted together: one client address, or one e-mail address that receives the mail. */
  per: 'address' | 'recipient';
  max: number;
  windowMs: number;
  message: string;
};

/**
 * Every limit on an endpoint that sends e-mail or creates something, in one table (#24). Per address: what one
 * network may ask for (an office behind one address still registers its team). Per recipient: how much mail one
 * inbox can be sent by anyone, which no change of address gets round.
 */
export const LIMITS = {
  passwordResetByAddress: { per: 'address', max: 20, windowMs: HOUR, message: FROM_YOUR_NETWORK },
  // Counted for addresses with no account too, so a refusal says nothing about whether the account exists.
  passwordResetByRecipient: {
    per: 'recipient',
    max: 5,
    windowMs: HOUR,
    message: 'Too many reset links were asked for this e-mail address. Check your inbox and spam folder, or try again in an hour.',
  },
  registrationByAddress: { per: 'address', max: 10, windowMs: HOUR, message: FROM_YOUR_NETWORK },
  confirmationByAddress: { per: 'address', max: 20, windowMs: HOUR, message: FROM_YOUR_NETWORK },
  newsletterByAddress: { per: 'address', max: 10, windowMs: HOUR, message: FROM_YOUR_NETWORK },
  newsletterByRecipient: {
    per: 'recipient',
    max: 3,
    windowMs: HOUR,
    message: 'This e-mail address was signed up several times in the last hour. Try again in an hour.',
  },
  contactByAddress: { per: 'address', max: 10, windowMs: HOUR, message: FROM_YOUR_NETWORK },
  contactByRecipient: {
    per: 'recipient',
    max: 5,
    windowMs: HOUR,
    message: 'We have had several messages from this e-mail address in the last hour. Try again in an hour.',
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/**
 * Counts one hit on `bucket`/`key` and says whether it is within `max` for the window. Count and decision are one
 * statement: the row's lock serialises concurrent hits, and a hit over the limit changes nothing, so twenty requests
 * at once never get more than `max` through. A window opens with the first hit after the last one ended.
 */
export async function takeHit(db: DbOrTx, hit: { bucket: string; key: string; max: number; windowMs: number; now: Date }): Promise<boolean> {
  const now = hit.now.toISOString();
  const ends = new Date(hit.now.getTime() + hit.windowMs).toISOString();
  const result = (await db.execute(sql`
    insert into rate_limits (bucket, key, hits, window_ends_at) values (${hit.bucket}, ${hit.key}, 1, ${ends}::timestamptz)
    on conflict (bucket, key) do update set
      hits = case when rate_limits.window_ends_at <= ${now}::timestamptz then 1 else rate_limits.hits + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= ${now}::timestamptz then excluded.window_ends_at else rate_limits.window_ends_at end
    where rate_limits.window_ends_at <= ${now}::timestamptz or rate_limits.hits < ${hit.max}
    returning hits`)) as { rows: { hits: number }[] };
  const row = result.rows[0];
  // A new window is the moment to clear the ended ones: as often as new keys come, not on every request.
  if (row && Number(row.hits) === 1) await db.execute(sql`delete from rate_limits where window_ends_at <= ${now}::timestamptz`);
  return !!row;
}

/**
 * The network a client address stands for. An IPv6 subscriber is given a whole /64 and can pick a new address in it
 * for every request, so IPv6 addresses count by their first 64 bits; an IPv4-mapped one counts as its IPv4 address.
 */
export function networkOf(address: string): string {
  const plain = address.split('%')[0]; // a zone index names the interface, not the peer
  if (isIP(plain) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1];
  const [head, tail] = plain.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = groups(tail);
  const all = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** E-mail addresses are counted without regard to case or surrounding spaces, as the accounts are. */
const normalise = (limit: Limit, key: string) => (limit.per === 'recipient' ? key.trim().toLowerCase() : networkOf(key));

/**
 * Throws 429 with the limit's message when `key` has used up `name` for now. Limits per client address are off when
 * the configuration says so (browser tests and load tests sign up many members from one machine).
 */
export async function enforceLimit(
  deps: { db: DbOrTx; config: Pick<Config, 'addressLimits'>; clock: Clock },
  name: LimitName,
  key: string,
): Promise<void> {
  const limit: Limit = LIMITS[name];
  if (limit.per === 'address' && !deps.config.addressLimits) return;
  const allowed = await takeHit(deps.db, {
    bucket: name,
    key: normalise(limit, key),
    max: limit.max,
    windowMs: limit.windowMs,
    now: deps.clock.now(),
  });
  if (!allowed) throw new AppError('too_many_requests', limit.message);
}
