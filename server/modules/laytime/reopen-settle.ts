import { and, desc, eq } from 'drizzle-orm';
import type { LaytimeView } from '../../../common/laytime/api';
import type { DbOrTx } from '../../db/client';
import { laytimeAgreements } from '../../db/schema';
import { settleReagreedLaytime } from '../payments/laytime-resettlement';

/**
 * Settles the sheet both parties agreed again in `round` (> 1), against the sheet agreed in the round before: that
 * round's agreements that made it agreed name its latest versions (none were saved after it), with its result.
 */
export async function settleReagreed(
  tx: DbOrTx,
  appUrl: string,
  dealId: string,
  round: number,
  now: LaytimeView,
  facts: { load: number; discharge: number },
  at: Date,
): Promise<void> {
  const [previous] = await tx
    .select({ demurrage: laytimeAgreements.demurrage, despatch: laytimeAgreements.despatch })
    .from(laytimeAgreements)
    .where(and(eq(laytimeAgreements.dealId, dealId), eq(laytimeAgreements.round, round - 1)))
    .orderBy(desc(laytimeAgreements.termsVersion), desc(laytimeAgreements.loadFactsVersion), desc(laytimeAgreements.dischargeFactsVersion))
    .limit(1);
  if (!now.sheet) return;
  await settleReagreedLaytime(
    tx,
    appUrl,
    {
      dealId,
      round,
      previous: previous ?? { demurrage: 0, despatch: 0 },
      currency: now.currency,
      demurragePerDay: now.terms.demurragePerDay,
      demurrageMinutes: now.sheet.demurrageMinutes,
      demurrage: now.sheet.demurrage,
      despatch: now.sheet.despatch,
      versions: `terms version ${now.termsVersion}, statements of facts version ${facts.load} at the load port and ${facts.discharge} at the discharge port`,
    },
    at,
  );
}
