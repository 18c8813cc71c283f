import type { LaytimeCall, StatementOfFacts } from './api';

/**
 * What puts a port call's statement of facts outside its voyage, in the words the form and the API both show: a fact
 * dated after now (a statement records what has happened), before the charter was fixed, or out of the voyage's order
 * (the discharge port's notice before loading was completed). `factsProblems` checks the order within one call.
 */
export type VoyageBounds = {
  /** When the deal was fixed: nothing before it belongs to this voyage. */
  fixedAt: Date;
  now: Date;
  /** The other call's latest statement of facts, if recorded. */
  other: StatementOfFacts | null;
};

const entries = [
  ['arrived', 'The ship’s arrival'],
  ['norTendered', 'The notice of readiness'],
  ['norAccepted', 'The notice’s acceptance'],
  ['commenced', 'Commencement'],
  ['completed', 'Completion'],
] as const;

/** A date as the messages give it: 14 March 2026, 08:00 UTC. */
const when = (ms: number) =>
  `${new Date(ms).toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })} UTC`;

export function voyageProblems(call: LaytimeCall, facts: StatementOfFacts, bounds: VoyageBounds): string[] {
  const problems: string[] = [];
  const times = [
    ...entries.flatMap(([key, what]) => (facts[key] ? [{ what, at: Date.parse(facts[key]) }] : [])),
    ...facts.interruptions.map((s) => ({ what: `The interruption from ${s.from}`, at: Date.parse(s.to) })),
  ];
  const latest = times.reduce((a, b) => (b.at > a.at ? b : a));
  const earliest = times.reduce((a, b) => (b.at < a.at ? b : a));
  if (latest.at > bounds.now.getTime()) problems.push(`${latest.what} is dated after now: a statement of facts records what has happened`);
  if (earliest.at < bounds.fixedAt.getTime())
    problems.push(`${earliest.what} is dated before the charter was fixed (${when(bounds.fixedAt.getTime())}): it is not part of this voyage`);
  if (bounds.other) {
    const loadCompleted = Date.parse(call === 'load' ? facts.completed : bounds.other.completed);
    const discharge = call === 'load' ? bounds.other : facts;
    const dischargeStarts = Date.parse(discharge.arrived ?? discharge.norTendered);
    if (dischargeStarts < loadCompleted)
      problems.push(
        call === 'load'
          ? `Loading cannot be completed after the ship arrived at the discharge port (${when(dischargeStarts)})`
          : `The ship cannot arrive at the discharge port before loading was completed (${when(loadCompleted)})`,
      );
  }
  return problems;
}
