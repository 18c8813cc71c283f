import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { cargoOrders, profiles } from '../../db/schema';

/**
 * A cargo order is on the board when it is open and its poster is in good standing: verified, not suspended, not
 * erased (an erased account is also unverified; said twice so neither change alone can bring its orders back). The
 * board, an order's page, matching and the notices of matches and saved searches all read this one condition, so an
 * order the board hides is offered to no one. Needs `profiles` joined on the poster; the order's own test is
 * `status = 'open'` as written, so the partial indexes on open orders still serve.
 */
export const cargoOnBoard: SQL = and(
  eq(cargoOrders.status, 'open'),
  sql`${profiles.verified} = true`,
  isNull(profiles.suspendedAt),
  isNull(profiles.erasedAt),
)!;

/** `cargoOnBoard` as a column of the select: whether this row's order is on the board. */
export const onBoardColumn = sql<boolean>`coalesce((${cargoOnBoard}), false)`.mapWith(Boolean);

/** Whether the poster's account is suspended, as a column of the select. */
export const posterSuspendedColumn = sql<boolean>`${profiles.suspendedAt} is not null`.mapWith(Boolean);

type Standing = { status: string; posterVerified: boolean; posterSuspended: boolean };

/**
 * Why an open order is not on the board, in words its poster can act on; empty when it is on the board, or closed
 * (a closed order is off the board for the reason its status says).
 */
export function cargoHiddenReasons(o: Standing): string[] {
  if (o.status !== 'open') return [];
  const reasons: string[] = [];
  if (!o.posterVerified)
    reasons.push('Your company is not verified: your orders are off the cargo board, and offered to no ship, until Fairlead verifies it again.');
  if (o.posterSuspended) reasons.push('Fairlead suspended your account: see your e-mail for the reason.');
  return reasons;
}
