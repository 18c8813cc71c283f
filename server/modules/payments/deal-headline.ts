import { eq } from 'drizzle-orm';
import { portName, portsOf } from '../../../common/charters/agreed-text';
import type { DbOrTx } from '../../db/client';
import { deals, vessels } from '../../db/schema';
import { sealedTermsOf } from '../contracts/sealed';
import { portNames } from '../ports/service';

/**
 * The ship and the voyage money is for, as a notice names them: "Aegean Spirit (Wheat in bulk, Rotterdam,
 * Netherlands to Alexandria, Egypt)"; a time charter by its delivery and redelivery. An owner with several ships
 * fixed reads which one was paid without opening the deal (#25).
 */
export async function dealHeadline(tx: DbOrTx, dealId: string): Promise<{ ship: string; headline: string }> {
  const [ship] = await tx.select({ name: vessels.name }).from(deals).innerJoin(vessels, eq(vessels.id, deals.vesselId)).where(eq(deals.id, dealId));
  const terms = await sealedTermsOf(tx, dealId);
  if (!terms) return { ship: ship.name, headline: ship.name };
  const names = await portNames(tx, portsOf(terms));
  const voyage =
    terms.charterType === 'voyage'
      ? `${terms.cargo}, ${portName(terms.loadPort, names)} to ${portName(terms.dischargePort, names)}`
      : `time charter, delivery ${portName(terms.deliveryPort, names)}, redelivery ${portName(terms.redeliveryPort, names)}`;
  return { ship: ship.name, headline: `${ship.name} (${voyage})` };
}
