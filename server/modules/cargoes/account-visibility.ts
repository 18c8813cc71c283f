import type { accountVisibilities } from '../../../common/cargoes/schemas';
import { isAdmin } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import type { CurrentUser } from '../../lib/context';
import { cargoesAnsweredFor } from '../charters/cargo-answers';

// Who may read the charterer's name on a cargo order: the order's own setting decides, for the board, the order's
// page and every other answer that carries an order. Where the name is hidden it is left out of the answer entirely
// (not blanked in the page): what the API sends, anyone can read.

type Visibility = (typeof accountVisibilities)[number];
type Order = { id: string; posterId: string; accountVisibility: Visibility };

/** Why the name is not shown, in words the page prints in its place. */
export const hiddenAccountText: Record<Exclude<Visibility, 'everyone'>, string> = {
  verified: 'Shown to verified members',
  ok_account: 'OK account: shown once the charterer answers your offer',
};

/** The poster and Fairlead's admins always see whose order it is. */
const privileged = (order: Order, viewer: CurrentUser | null) => !!viewer && (viewer.id === order.posterId || isAdmin(viewer));

/**
 * The "OK account" orders among `orders` whose charterer's name `viewer` may read: the poster's own and every order
 * for an admin, and for an owner each order whose charterer has answered that owner's offer of a ship ("Offer your
 * ship" opens a deal from the order; a counter or an acceptance by the charterer is the answer). Reads the database
 * once for a whole page.
 */
export async function accountRevealedTo(db: DbOrTx, orders: Order[], viewer: CurrentUser | null): Promise<Set<string>> {
  const revealed = new Set(orders.filter((o) => privileged(o, viewer)).map((o) => o.id));
  if (viewer?.role !== 'owner') return revealed;
  const others = orders.filter((o) => !revealed.has(o.id)).map((o) => o.id);
  for (const id of await cargoesAnsweredFor(db, others, viewer.id)) revealed.add(id);
  return revealed;
}

/** Whether `viewer` may read the name; `revealed` answers accountRevealedTo for this order. */
export function accountShown(order: Order, viewer: CurrentUser | null, revealed: boolean): boolean {
  if (privileged(order, viewer)) return true;
  if (order.accountVisibility === 'everyone') return true;
  if (order.accountVisibility === 'verified') return !!viewer?.verified;
  return revealed;
}
