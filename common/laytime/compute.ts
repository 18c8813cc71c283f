import { exceptedCalendar, type ExceptedTime } from './calendar';
import type { InterruptionKind, LaytimeTerms, PortCall } from './terms';
import { interruptionWordsOf } from './words';

/**
 * The laytime statement: the charter party's terms and each port call's facts in, the sheet out. Each period of the
 * call says whether it counted as laytime, as demurrage or not at all, and why; then the time used and allowed, and
 * the demurrage or despatch in money. One pure function, so both parties, the PDF and the tests read the same sums.
 *
 * Rules, as decided for Fairlead (docs/decisions): laytime starts when the turn time after the notice of readiness
 * ends (sooner if work began earlier and the terms say "unless sooner commenced"); turn time is calendar time.
 * While laytime runs, the regime's excepted days, rain under weather working days, strikes, shifting (unless the
 * terms count it) and breakdowns of the ship's gear do not count; waiting for a berth does. Once laytime is used up
 * the ship is on demurrage, and every minute counts but a breakdown of the ship's gear (owners' time). Demurrage and
 * despatch are pro rata to the minute; money is rounded to the cent once per port (per voyage when reversible).
 */

export type Counting = 'before' | 'laytime' | 'excepted' | 'demurrage';
export type SheetPeriod = { from: string; to: string; minutes: number; counting: Counting; reason: string };
export type PortSheet = {
  port: string;
  allowedMinutes: number;
  laytimeStarts: string;
  periods: SheetPeriod[];
  /** Laytime this call used, demurrage it ran, and laytime it left unused (non-reversible: its own saving). */
  laytimeMinutes: number;
  demurrageMinutes: number;
};
export type LaytimeSheet = {
  reversible: boolean;
  ports: PortSheet[];
  allowedMinutes: number;
  laytimeMinutes: number;
  demurrageMinutes: number;
  /** Time saved for despatch, by the terms' measure (working time, or all time counting the days laytime skips). */
  savedMinutes: number;
  demurrage: number;
  despatch: number;
  /** Demurrage owed to the owner less despatch owed to the charterer, in minor units: positive owners', negative charterers'. */
  balance: number;
};

const MINUTE = 60_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const money = (ms: number, perDay: number) => Math.round(((ms / MINUTE) * perDay) / 1440);

/** The allowance in milliseconds, to the minute: quantity over the daily rate, or fixed hours. */
export function allowedMs(call: PortCall): number {
  const days = call.allowance.kind === 'rate' ? call.allowance.quantityTonnes / call.allowance.tonnesPerDay : call.allowance.hours / 24;
  return Math.round(days * 1440) * MINUTE;
}

// When two entries cover the same minute, the one that weighs most on the count decides.
const precedence: InterruptionKind[] = ['breakdown', 'rain', 'strike', 'shifting', 'waiting_berth'];

type Verdict = { counts: boolean; reason: string };

/** Whether a stretch of laytime counts, and why. `worked`: cargo was being worked through it. */
function onLaytime(terms: LaytimeTerms, stop: InterruptionKind | undefined, calendar: ExceptedTime | undefined, worked: boolean): Verdict {
  if (stop === 'breakdown') return { counts: false, reason: "Breakdown of the ship's gear: owners' time" };
  if (calendar) {
    if (terms.excepted === 'unless_used' && worked) return { counts: true, reason: `${calendar.what}, worked: counts (${terms.regime} unless used)` };
    return { counts: false, reason: `${calendar.what}: excepted (${terms.regime})` };
  }
  if (stop === 'rain')
    return terms.weatherWorkingDays
      ? { counts: false, reason: 'Rain: weather working days' }
      : { counts: true, reason: 'Rain: counts (no weather exception)' };
  if (stop === 'strike') return { counts: false, reason: 'Strike: excepted' };
  if (stop === 'shifting')
    return terms.shiftingCounts
      ? { counts: true, reason: 'Shifting between berths: counts' }
      : { counts: false, reason: 'Shifting between berths: does not count' };
  if (stop === 'waiting_berth') return { counts: true, reason: 'Waiting for berth: counts' };
  return { counts: true, reason: worked ? 'Laytime: cargo worked' : 'Laytime: ship at the charterers’ disposal' };
}

/** On demurrage everything counts but owners' time. */
function onDemurrage(stop: InterruptionKind | undefined, calendar: ExceptedTime | undefined): Verdict {
  if (stop === 'breakdown') return { counts: false, reason: "Breakdown of the ship's gear: owners' time, even on demurrage" };
  const what = stop ? interruptionWordsOf(stop) : calendar?.what;
  return { counts: true, reason: what ? `${what}: counts on demurrage (once on demurrage, always on demurrage)` : 'On demurrage' };
}

/** When laytime starts at a call: the end of turn time, or the start of work if sooner and the terms count it. */
export function laytimeStart(terms: LaytimeTerms, call: PortCall): number {
  const from = Date.parse(terms.turnTimeFrom === 'accepted' ? (call.norAccepted ?? call.norTendered) : call.norTendered);
  const turnEnds = from + terms.turnTimeHours * HOUR;
  const commenced = Date.parse(call.commenced);
  return terms.soonerCommencedCounts && commenced < turnEnds ? commenced : turnEnds;
}

type Walk = { sheet: PortSheet; remaining: number };

/** Walks one call's time from laytime's start to completion, spending `remaining` laytime, then on demurrage. */
function walkCall(terms: LaytimeTerms, call: PortCall, remaining: number, allowed: number): Walk {
  const start = laytimeStart(terms, call);
  const end = Date.parse(call.completed);
  const commenced = Date.parse(call.commenced);
  const stops = call.interruptions.filter((i) => i.kind !== 'holiday').map((i) => ({ ...i, from: Date.parse(i.from), to: Date.parse(i.to) }));
  const calendar = exceptedCalendar(call, terms.regime, start, end);
  const cuts = new Set([start, end]);
  for (const t of [commenced, ...[...stops, ...calendar].flatMap((e) => [e.from, e.to])]) if (t > start && t < end) cuts.add(t);
  const edges = [...cuts].sort((a, b) => a - b);

  const periods: SheetPeriod[] = [];
  const push = (from: number, to: number, counting: Counting, reason: string) => {
    const last = periods.at(-1);
    if (last && last.counting === counting && last.reason === reason && last.to === iso(from)) {
      last.to = iso(to);
      last.minutes = (to - Date.parse(last.from)) / MINUTE;
    } else periods.push({ from: iso(from), to: iso(to), minutes: (to - from) / MINUTE, counting, reason });
  };
  const tendered = Date.parse(call.norTendered);
  if (start > tendered)
    push(
      tendered,
      start,
      'before',
      `Before laytime: notice of readiness, then ${terms.turnTimeHours} hours’ turn time from its ${terms.turnTimeFrom === 'accepted' ? 'acceptance' : 'tender'}`,
    );

  let laytime = 0;
  let demurrage = 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    let a = edges[i];
    const b = edges[i + 1];
    const stop = precedence.find((k) => stops.some((s) => s.kind === k && s.from <= a && s.to >= b));
    const day = calendar.find((c) => c.from <= a && c.to >= b);
    const worked = !stop && a >= commenced && b <= end;
    if (remaining > 0) {
      const verdict = onLaytime(terms, stop, day, worked);
      if (!verdict.counts) {
        push(a, b, 'excepted', verdict.reason);
        continue;
      }
      const spent = Math.min(remaining, b - a);
      push(a, a + spent, 'laytime', verdict.reason);
      laytime += spent;
      remaining -= spent;
      a += spent;
      if (a === b) continue;
    }
    const verdict = onDemurrage(stop, day);
    push(a, b, verdict.counts ? 'demurrage' : 'excepted', verdict.reason);
    if (verdict.counts) demurrage += b - a;
  }
  const sheet: PortSheet = {
    port: call.port,
    allowedMinutes: allowed / MINUTE,
    laytimeStarts: iso(start),
    periods,
    laytimeMinutes: laytime / MINUTE,
    demurrageMinutes: demurrage / MINUTE,
  };
  return { sheet, remaining };
}

/**
 * All time saved: from completion to the moment the unused laytime would have run out, counting the excepted days
 * it would have skipped (rain and other stops to come are unknown, so only the calendar is applied).
 */
function allTimeSaved(terms: LaytimeTerms, call: PortCall, remaining: number): number {
  const from = Date.parse(call.completed);
  const horizon = from + remaining + 60 * 24 * HOUR;
  const calendar = exceptedCalendar({ ...call, interruptions: [] }, terms.regime, from, horizon);
  let t = from;
  for (const day of calendar) {
    if (day.from > t) {
      const run = Math.min(remaining, day.from - t);
      t += run;
      remaining -= run;
      if (remaining === 0) return t - from;
    }
    t = Math.max(t, day.to);
  }
  return t + remaining - from;
}

/** The laytime statement of a voyage: its calls in order under the charter party's laytime terms. */
export function laytimeSheet(terms: LaytimeTerms, calls: PortCall[]): LaytimeSheet {
  const allowances = calls.map(allowedMs);
  const ports: PortSheet[] = [];
  let demurrageMoney = 0;
  let despatchMoney = 0;
  let savedMs = 0;
  let shared = allowances.reduce((a, b) => a + b, 0);
  calls.forEach((call, i) => {
    const walk = walkCall(terms, call, terms.reversible ? shared : allowances[i], allowances[i]);
    ports.push(walk.sheet);
    if (terms.reversible) {
      shared = walk.remaining;
      return;
    }
    demurrageMoney += money(walk.sheet.demurrageMinutes * MINUTE, terms.demurragePerDay);
    const saved = walk.remaining === 0 ? 0 : terms.despatchOn === 'working_time_saved' ? walk.remaining : allTimeSaved(terms, call, walk.remaining);
    savedMs += saved;
    despatchMoney += money(saved, terms.despatchPerDay);
  });
  if (terms.reversible && calls.length > 0) {
    const last = calls[calls.length - 1];
    demurrageMoney = money(ports.reduce((s, p) => s + p.demurrageMinutes, 0) * MINUTE, terms.demurragePerDay);
    savedMs = shared === 0 ? 0 : terms.despatchOn === 'working_time_saved' ? shared : allTimeSaved(terms, last, shared);
    despatchMoney = money(savedMs, terms.despatchPerDay);
  }
  return {
    reversible: terms.reversible,
    ports,
    allowedMinutes: allowances.reduce((a, b) => a + b, 0) / MINUTE,
    laytimeMinutes: ports.reduce((s, p) => s + p.laytimeMinutes, 0),
    demurrageMinutes: ports.reduce((s, p) => s + p.demurrageMinutes, 0),
    savedMinutes: savedMs / MINUTE,
    demurrage: demurrageMoney,
    despatch: despatchMoney,
    balance: demurrageMoney - despatchMoney,
  };
}
