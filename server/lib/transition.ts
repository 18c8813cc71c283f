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
