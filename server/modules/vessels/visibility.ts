import { and, isNull, ne, or, sql, gte, type SQL } from 'drizzle-orm';
import { profiles, vessels } from '../../db/schema';

/**
 * A vessel is on the market when its owner is verified and their account not suspended, it is neither suspended nor
 * archived, and its P&I cover (when given) has not expired, nor its verified P&I or class certificate (#29). Needs `profiles` joined on the owner: the owner's tests
 * read the joined row, so search, which joins it already, reads no more rows for them.
 */
export const publiclyVisible: SQL = and(
  sql`${profiles.verified} = true`,
  isNull(profiles.suspendedAt),
  ne(vessels.status, 'suspended'),
  isNull(vessels.archivedAt),
  or(isNull(vessels.piExpiry), gte(vessels.piExpiry, sql`current_date`)),
  // Set on the day its verified P&I or class certificate expired (certificates-expiry.ts), cleared by the renewal.
  isNull(vessels.certificatesLapsedAt),
)!;

type VisibilityInput = {
  ownerVerified: boolean;
  /** Whether the owner's account is suspended (profiles.suspended_at set). */
  ownerSuspended: boolean;
  status: string;
  archivedAt: Date | string | null;
  piExpiry: string | null;
  /** When the expiry job took the ship off the market for an expired P&I or class certificate. */
  certificatesLapsedAt?: Date | null;
};

/** Why a vessel is not public, in words the owner can act on. Empty when it is public. `today` is the app clock's UTC date. */
export function hiddenReasons(v: VisibilityInput, today: string): string[] {
  const reasons: string[] = [];
  if (!v.ownerVerified) reasons.push('Your company is not verified yet: vessels appear in search once Fairlead has verified it.');
  // The suspension notice went by e-mail as well: a suspended account cannot sign in to read its notifications.
  if (v.ownerSuspended) reasons.push('Fairlead suspended your account: see your e-mail for the reason.');
  if (v.status === 'suspended') reasons.push('Fairlead suspended this vessel: see your notifications for the reason.');
  if (v.archivedAt) reasons.push('You archived this vessel.');
  if (v.piExpiry && v.piExpiry < today) reasons.push('Its P&I cover expired: enter the renewed expiry date.');
  if (v.certificatesLapsedAt) reasons.push('Its P&I or class certificate expired: upload the renewed certificate for Fairlead to verify.');
  return reasons;
}
