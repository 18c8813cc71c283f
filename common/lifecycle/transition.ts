// One shape for every lifecycle table (deal, offer, subject, payment, charter), and the one function that reads it.
// The server applies a state change only through transition(): the next state comes from the table's `to`, and a
// refusal says why, so the screens (which show the actions the server lists) and the services cannot drift apart.

/** One event of a lifecycle: the states it may fire from (null: the record does not exist yet), who may fire it, where it leads. */
export type Step<S extends string, A extends string> = {
  from: readonly (S | null)[];
  by: readonly A[];
  /** Where it leads. Several: what happened decides (an acceptance with subjects, or a clean fixture); the caller names which. */
  to: readonly S[];
  /** What the event is, in words a member reads in a refusal ("A party withdraws before fixture"). */
  why: string;
};

export type Machine<S extends string, E extends string, A extends string> = {
  /** The record's name in a refusal: "This deal is fixed: …". */
  noun: string;
  /** The state's words in a refusal. */
  label: (state: S) => string;
  steps: Record<E, Step<S, A>>;
};

export type Outcome<S extends string> = { ok: true; to: S } | { ok: false; status: 403 | 409; reason: string };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The state `event` leads to from `current` when `actor` fires it, or why not: 409 when the state does not allow the
 * event, 403 when the actor may not fire it. `chosen` picks among several `to` states; with one it may be left out.
 */
export function transition<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  current: S | null,
  event: E,
  actor: A,
  chosen?: S,
): Outcome<S> {
  const step = machine.steps[event];
  if (!step.from.includes(current)) {
    const reason = current
      ? `This ${machine.noun} is ${lowerFirst(machine.label(current))}: ${lowerFirst(step.why)} is not possible now`
      : `${step.why} needs a ${machine.noun}`;
    return { ok: false, status: 409, reason };
  }
  if (!step.by.includes(actor)) return { ok: false, status: 403, reason: `${step.why} is not for the ${actor}` };
  const to = chosen ?? step.to[0];
  // A caller naming a state the table does not list is a bug in the server, never a member's mistake.
  if (!step.to.includes(to) || (chosen === undefined && step.to.length > 1)) {
    throw new Error(`The ${machine.noun} lifecycle has no ${event} to ${chosen ?? `one of ${step.to.join(', ')}`}`);
  }
  return { ok: true, to };
}

/** The events `actor` may fire from `current` by the table alone (a service may refuse more, by its own facts). */
export function eventsFrom<S extends string, E extends string, A extends string>(machine: Machine<S, E, A>, current: S | null, actor: A): E[] {
  return (Object.keys(machine.steps) as E[]).filter((e) => machine.steps[e].from.includes(current) && machine.steps[e].by.includes(actor));
}
