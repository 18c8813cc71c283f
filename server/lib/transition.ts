import { transition, type Machine } from '../../common/lifecycle/transition';
import { AppError } from './errors';

/**
 * The next state from the lifecycle table, or the table's refusal as the one error type (409 or 403). Every service
 * changes a deal, offer, subject, payment or charter state with the state this returns, never one written by hand.
 */
export function nextState<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  current: S | null,
  event: E,
  actor: A,
  chosen?: S,
): S {
  const outcome = transition(machine, current, event, actor, chosen);
  if (!outcome.ok) throw new AppError(outcome.status === 403 ? 'forbidden' : 'conflict', outcome.reason);
  return outcome.to;
}

/**
 * Refuses, as nextState would, an event the table does not allow from `current` for `actor`: for a service that checks
 * the table first and learns later (from its own facts) which of several states the event leads to.
 */
export function assertAllowed<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  current: S | null,
  event: E,
  actor: A,
): void {
  nextState(machine, current, event, actor, machine.steps[event].to[0]);
}

/**
 * One event applied to many rows at once (a job's set-based update): the states a row must be in for it to move (the
 * WHERE) and the one state it moves to (the SET), both from the table, so changing the table changes the job.
 */
export function stepForSet<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  event: E,
  actor: A,
): { from: S[]; to: S } {
  const step = machine.steps[event];
  const from = step.from.filter((s): s is S => s !== null);
  if (!step.by.includes(actor) || step.to.length !== 1 || from.length === 0) {
    throw new Error(`The ${machine.noun} lifecycle has no ${event} by the ${actor} that a set of rows can take`);
  }
  return { from, to: step.to[0] };
}
