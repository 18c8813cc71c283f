import { laytimeMessages, type FactsInput, type LaytimeCall, type StatementOfFacts } from '../../../common/laytime/api';
import { factsProblems } from '../../../common/laytime/facts';
import { voyageProblems } from '../../../common/laytime/voyage';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { portTimeZones } from '../ports/service';
import { callOf, latestFacts, type LaytimeDeal } from './read';

/**
 * A port call's statement of facts as it is saved, or the refusal in the words the form shows. The times are on the
 * port's own clock (the ports list's zone; the owner names one only for a port the list has none for). Refused: facts
 * out of order or overlapping within the call (facts.ts), dated after now or before the fixture, or out of the
 * voyage's order with the other call (voyage.ts).
 */
export async function checkedFacts(
  tx: DbOrTx,
  deal: LaytimeDeal,
  call: LaytimeCall,
  input: FactsInput,
  now: Date,
): Promise<{ timeZone: string; facts: StatementOfFacts }> {
  const { timeZone: named, basedOn: _, ...facts } = input;
  const { code, allowance } = callOf(deal.cp, call);
  const portZone = (await portTimeZones(tx, [code]))[code];
  if (portZone && named && named !== portZone)
    throw new AppError('validation', laytimeMessages.portClock(portZone), { timeZone: laytimeMessages.portClock(portZone) });
  const timeZone = portZone ?? named;
  if (!timeZone) throw new AppError('validation', laytimeMessages.timeZone, { timeZone: laytimeMessages.timeZone });
  const other = await latestFacts(tx, deal.dealId, call === 'load' ? 'discharge' : 'load');
  const problems = [
    ...factsProblems({ ...facts, port: code, timeZone, allowance }),
    ...voyageProblems(call, facts, { fixedAt: deal.fixedAt, now, other: other?.facts ?? null }),
  ];
  if (problems.length) throw new AppError('validation', problems.join('. '));
  return { timeZone, facts };
}
