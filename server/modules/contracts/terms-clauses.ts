import { portsOf } from '../../../common/charters/agreed-text';
import type { Terms } from '../../../common/charters/terms';
import { draftClauses, type Parties } from '../../../common/contracts/clauses';
import type { ContractClause } from '../../../common/contracts/schemas';
import type { DbOrTx } from '../../db/client';
import { portNames } from '../ports/service';

/**
 * When an amendment changes the terms, the clauses Fairlead wrote from them follow (#25): a clause the amendment
 * left exactly as written from the previous terms is rewritten from the new ones, so the freight and commission
 * clauses never contradict the terms the payment schedule is drawn from. A clause the parties reworded, and every
 * rider, stays as they wrote it.
 */
export async function clausesFollowingTerms(
  tx: DbOrTx,
  parties: Omit<Parties, 'portNames'>,
  before: Terms,
  after: Terms,
  clauses: ContractClause[],
): Promise<ContractClause[]> {
  const withNames = { ...parties, portNames: await portNames(tx, [...portsOf(before), ...portsOf(after)]) };
  const written = new Map(draftClauses(before, withNames).map((c) => [c.key, c.body]));
  const rewritten = new Map(draftClauses(after, withNames).map((c) => [c.key, c.body]));
  return clauses.map((c) => {
    const body = rewritten.get(c.key);
    return !c.rider && body !== undefined && written.get(c.key) === c.body ? { ...c, body } : c;
  });
}
