import { offerTimingIssues, termsTimingIssues, type OfferValues } from '../../../common/charters/offers';
import type { Terms } from '../../../common/charters/terms';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { portExists } from '../ports/service';

const portFields = ['loadPort', 'dischargePort', 'deliveryPort', 'redeliveryPort'] as const;

function throwIfAny(issues: Record<string, string>) {
  const first = Object.values(issues)[0];
  if (first) throw new AppError('validation', first, issues);
}

/** Ports must be in Fairlead's ports table, not only well-formed UN/LOCODEs. */
async function checkPorts(db: DbOrTx, terms: Terms) {
  const issues: Record<string, string> = {};
  for (const field of portFields) {
    const code = (terms as Record<string, unknown>)[field];
    if (typeof code === 'string' && !(await portExists(db, code)))
      issues[`terms.${field}`] = 'Choose the port from the list (a UN/LOCODE such as NL RTM)';
  }
  throwIfAny(issues);
}

/** The checks the shape cannot make: known ports, and the rules that read the server's clock. */
export async function checkTerms(db: DbOrTx, terms: Terms, now: Date): Promise<void> {
  throwIfAny(termsTimingIssues(terms, now));
  await checkPorts(db, terms);
}

export async function checkOffer(db: DbOrTx, offer: OfferValues, now: Date): Promise<void> {
  throwIfAny(offerTimingIssues(offer, now));
  await checkPorts(db, offer.terms);
}
