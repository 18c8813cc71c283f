import type { HireStatementInput, HireTerms } from './terms';
import { knownTimeZone } from './time';

/**
 * What is wrong with a hire statement's inputs, in the words the form and the API both show: redelivery not after
 * delivery, unknown time zones, off-hire that ends before it starts, falls outside the charter or overlaps another,
 * commissions of 100% or more. Empty when the statement can be computed.
 */
export function hireTermsProblems(terms: HireTerms): string[] {
  const problems: string[] = [];
  for (const h of [terms.delivery, terms.redelivery])
    if (!knownTimeZone(h.timeZone)) problems.push(`${h.place}: "${h.timeZone}" is not a known time zone`);
  if (Date.parse(terms.redelivery.at) <= Date.parse(terms.delivery.at)) problems.push('Redelivery must come after delivery');
  if (terms.addressCommissionPercent + terms.brokeragePercent >= 100) problems.push('Commissions must come to less than 100% of hire');
  return problems;
}

export function hireProblems(input: HireStatementInput): string[] {
  const { terms } = input;
  const problems = hireTermsProblems(terms);
  const at = (s: string) => Date.parse(s);
  const what = (o: { from: string; reason: string }) => `Off-hire from ${o.from} (${o.reason})`;
  const offHires = [...input.offHires].sort((a, b) => at(a.from) - at(b.from));
  for (const o of offHires) {
    if (at(o.to) <= at(o.from)) problems.push(`${what(o)}: it must end after it starts`);
    else if (at(o.from) < at(terms.delivery.at) || at(o.to) > at(terms.redelivery.at))
      problems.push(`${what(o)}: it must fall between delivery and redelivery`);
  }
  for (let i = 1; i < offHires.length; i++)
    if (at(offHires[i].from) < at(offHires[i - 1].to)) problems.push(`${what(offHires[i])} overlaps off-hire from ${offHires[i - 1].from}`);
  for (const [when, lots] of [
    ['on delivery', input.bunkersOnDelivery],
    ['on redelivery', input.bunkersOnRedelivery],
  ] as const) {
    const grades = lots.map((l) => l.grade);
    const twice = grades.filter((g, i) => grades.indexOf(g) !== i);
    for (const g of new Set(twice)) problems.push(`Bunkers ${when}: ${g} is listed more than once`);
  }
  return problems;
}
