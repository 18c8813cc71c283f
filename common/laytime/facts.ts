import type { PortCall } from './terms';
import { interruptionWordsOf } from './words';

/**
 * What is wrong with a call's statement of facts, in the words the form and the API both show: events out of order,
 * interruptions that overlap or fall outside the call. Empty when the facts can be computed.
 */
export function factsProblems(call: PortCall): string[] {
  const problems: string[] = [];
  const at = (s: string) => Date.parse(s);
  const tendered = at(call.norTendered);
  if (call.arrived && at(call.arrived) > tendered) problems.push('The notice of readiness cannot be tendered before the ship arrived');
  if (call.norAccepted && at(call.norAccepted) < tendered) problems.push('The notice of readiness cannot be accepted before it was tendered');
  if (at(call.commenced) < tendered) problems.push('Work cannot commence before the notice of readiness is tendered');
  if (call.allFast && call.arrived && at(call.allFast) < at(call.arrived)) problems.push('The ship cannot be all fast before she arrived');
  if (call.hatchesOpened && call.allFast && at(call.hatchesOpened) < at(call.allFast))
    problems.push('The hatches cannot be opened (or hoses connected) before the ship is all fast');
  if (call.allFast && at(call.commenced) < at(call.allFast)) problems.push('Work cannot commence before the ship is all fast');
  if (call.hatchesOpened && at(call.commenced) < at(call.hatchesOpened))
    problems.push('Work cannot commence before the hatches are opened (or hoses connected)');
  if (at(call.completed) <= at(call.commenced)) problems.push('Completion must come after work commenced');
  const stops = [...call.interruptions].sort((a, b) => at(a.from) - at(b.from));
  for (const s of stops) {
    const what = interruptionWordsOf(s.kind);
    if (at(s.to) <= at(s.from)) problems.push(`${what} from ${s.from}: it must end after it starts`);
    else if (at(s.from) < tendered || at(s.to) > at(call.completed))
      problems.push(`${what} from ${s.from}: it must fall between the notice of readiness and completion`);
  }
  for (let i = 1; i < stops.length; i++)
    if (at(stops[i].from) < at(stops[i - 1].to))
      problems.push(
        `${interruptionWordsOf(stops[i].kind)} from ${stops[i].from} overlaps ${interruptionWordsOf(stops[i - 1].kind).toLowerCase()} from ${stops[i - 1].from}`,
      );
  return problems;
}
