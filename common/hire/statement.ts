import { bunkerCost, percentOf, proRata30Days, proRataDays, usd } from './money';
import { hireProblems } from './problems';
import type { BunkerLot, HireStatementInput } from './terms';
import { daysWords, localClock, minutesBetween, utcClock } from './time';

/**
 * The time-charter hire statement: the terms and what happened in, the lines and the balance out. Every line carries
 * a label a claims manager recognises, its basis (days, tonnes, percentage), its amount in cents and the party it is
 * owed to; the balance is what the charterers owe the owners (negative: the charterers are in credit). One pure
 * function, so both parties, the PDF and the tests read the same sums. Rules: docs/decisions/032-hire-statement.md.
 */

export type Party = 'owners' | 'charterers';
export type LineKind =
  | 'hire'
  | 'off_hire'
  | 'ballast_bonus'
  | 'address_commission'
  | 'brokerage'
  | 'off_hire_bunkers'
  | 'bunkers_on_delivery'
  | 'bunkers_on_redelivery'
  | 'cve'
  | 'expense'
  | 'payment';
export type StatementLine = { kind: LineKind; label: string; basis: string; amount: number; owedTo: Party };

export type HireStatement = {
  currency: 'USD';
  /** Minutes on hire from delivery to redelivery, before off-hire. */
  minutes: number;
  offHireMinutes: number;
  lines: StatementLine[];
  grossHire: number;
  offHire: number;
  addressCommission: number;
  brokerage: number;
  offHireBunkers: number;
  bunkersOnDelivery: number;
  bunkersOnRedelivery: number;
  cve: number;
  expenses: number;
  ballastBonus: number;
  paymentsReceived: number;
  owedToOwners: number;
  owedToCharterers: number;
  /** Owed to owners less owed to charterers, in cents: positive, the charterers owe the owners. */
  balance: number;
};

const sum = (lines: StatementLine[], kind: LineKind) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
const tonnesBasis = (lot: BunkerLot) => `${lot.tonnes.toFixed(3)} t at ${usd(lot.pricePerTonne)} per tonne`;

export function hireStatement(input: HireStatementInput): HireStatement {
  const problems = hireProblems(input);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const { terms } = input;
  const { delivery, redelivery } = terms;
  const perDay = `at ${usd(terms.hirePerDay)} a day`;
  const lines: StatementLine[] = [];
  const add = (kind: LineKind, label: string, basis: string, amount: number, owedTo: Party) => lines.push({ kind, label, basis, amount, owedTo });

  const minutes = minutesBetween(delivery.at, redelivery.at);
  const onHire = `${delivery.place} ${localClock(delivery.at, delivery.timeZone)} to ${redelivery.place} ${localClock(redelivery.at, redelivery.timeZone)}`;
  add('hire', 'Hire, delivery to redelivery', `${onHire}: ${daysWords(minutes)} ${perDay}`, proRataDays(terms.hirePerDay, minutes), 'owners');

  // Off-hire times are shown in UTC: the ship is often at sea, with no place whose clock the parties share.
  let offHireMinutes = 0;
  const offHires = [...input.offHires].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  for (const o of offHires) {
    const m = minutesBetween(o.from, o.to);
    offHireMinutes += m;
    const when = `${utcClock(o.from)} to ${utcClock(o.to)}`;
    add('off_hire', `Off-hire: ${o.reason}`, `${when}: ${daysWords(m)} ${perDay}`, proRataDays(terms.hirePerDay, m), 'charterers');
  }

  const ballastBonus = terms.ballastBonus ?? 0;
  if (ballastBonus > 0) add('ballast_bonus', 'Ballast bonus', 'Lump sum', ballastBonus, 'owners');

  // Commissions are on hire earned (less off-hire) and the ballast bonus; not on bunkers or expenses, which are
  // reimbursements, not freight.
  const hireEarned = sum(lines, 'hire') - sum(lines, 'off_hire');
  const base = hireEarned + ballastBonus;
  const baseWords = `${usd(base)} (hire less off-hire${ballastBonus > 0 ? ', plus ballast bonus' : ''})`;
  if (terms.addressCommissionPercent > 0)
    add(
      'address_commission',
      'Address commission',
      `${terms.addressCommissionPercent}% of ${baseWords}`,
      percentOf(base, terms.addressCommissionPercent),
      'charterers',
    );
  if (terms.brokeragePercent > 0)
    add('brokerage', 'Brokerage', `${terms.brokeragePercent}% of ${baseWords}`, percentOf(base, terms.brokeragePercent), 'charterers');

  for (const o of offHires)
    for (const lot of o.bunkersConsumed ?? [])
      add(
        'off_hire_bunkers',
        `Bunkers consumed off hire (${o.reason}): ${lot.grade}`,
        tonnesBasis(lot),
        bunkerCost(lot.tonnes, lot.pricePerTonne),
        'charterers',
      );
  // As usual practice: the charterers buy what is on board at delivery, the owners what is left at redelivery.
  for (const lot of input.bunkersOnDelivery)
    add('bunkers_on_delivery', `Bunkers on delivery: ${lot.grade}`, tonnesBasis(lot), bunkerCost(lot.tonnes, lot.pricePerTonne), 'owners');
  for (const lot of input.bunkersOnRedelivery)
    add('bunkers_on_redelivery', `Bunkers on redelivery: ${lot.grade}`, tonnesBasis(lot), bunkerCost(lot.tonnes, lot.pricePerTonne), 'charterers');

  // CVE runs for the whole charter, off-hire included: the crew eat and the ship communicates all the same.
  if (terms.cvePer30Days > 0)
    add(
      'cve',
      'Communications, victualling and entertainment',
      `${usd(terms.cvePer30Days)} per 30 days for ${daysWords(minutes)}`,
      proRata30Days(terms.cvePer30Days, minutes),
      'owners',
    );
  for (const e of input.expenses) add('expense', e.label, "Owners' expense on charterers' account, lump sum", e.amount, 'owners');
  for (const p of [...input.payments].sort((a, b) => a.paidOn.localeCompare(b.paidOn)))
    add('payment', p.note ?? 'Hire paid', `Received ${p.paidOn}`, p.amount, 'charterers');

  const owedTo = (party: Party) => lines.filter((l) => l.owedTo === party).reduce((s, l) => s + l.amount, 0);
  const owedToOwners = owedTo('owners');
  const owedToCharterers = owedTo('charterers');
  return {
    currency: 'USD',
    minutes,
    offHireMinutes,
    lines,
    grossHire: sum(lines, 'hire'),
    offHire: sum(lines, 'off_hire'),
    addressCommission: sum(lines, 'address_commission'),
    brokerage: sum(lines, 'brokerage'),
    offHireBunkers: sum(lines, 'off_hire_bunkers'),
    bunkersOnDelivery: sum(lines, 'bunkers_on_delivery'),
    bunkersOnRedelivery: sum(lines, 'bunkers_on_redelivery'),
    cve: sum(lines, 'cve'),
    expenses: sum(lines, 'expense'),
    ballastBonus,
    paymentsReceived: sum(lines, 'payment'),
    owedToOwners,
    owedToCharterers,
    balance: owedToOwners - owedToCharterers,
  };
}
