/**
 * Date expressions in broker circulars, resolved against the e-mail's reference date (corpus README 3.6).
 *
 * Two entry points:
 * - {@link findDates}: every date expression in one line, with its character span, so that the item
 *   reader can take the one in the open-date or laycan position and leave the rest.
 * - {@link resolveDates}: one date expression, given alone or with a few words around it
 *   (`open 28/30 NOV`, `Laycan: 1H Jan`, `dely ppt`).
 *
 * What is read (every form has a test in dates.test.ts):
 * - a day and a month: `28 NOV`, `2nd dec`, `Dec 5th`, `26-Oct`, `3rd of December`, `Dec 3, 2026`,
 *   `25-NOV-26`, run together `28NOV` / `25NOV26`, digits `26/11` and `05.12` (day first),
 *   `27/11/2026`, `05.12.2026`, `2026-12-05`;
 * - ranges joined by `-` `/` `~` `to` `till` `until`: `1/3 DEC`, `10th-15th Dec`, `Dec 20/30`,
 *   `30 NOV-2 DEC`, `28 Dec/3 Jan`, `05-07/12`, `30/11-2/12`; when the first day is larger than the
 *   second and shares the second's month (`30/2 DEC`, `end/early Dec`) it belongs to the month before;
 * - months and parts of months: `Dec`, `Dec 2026`, `Jan'27`, `early/beg/mid/end/late Dec` (1-10, 11-20,
 *   21-31), `1H`/`first half`/`1st half Dec` (1-15), `2H`/`second half Dec` (16-31), weeks `1st week
 *   Dec` (1-7, 8-14, 15-21, 22-28; `last week Dec` its last seven days), chains
 *   `end Nov/early Dec`, `mid/end Nov`, `early/mid Dec`, `Dec/Jan/Feb`, `Dec 2026 - May 2027`;
 * - words relative to the reference date: `ppt` `prompt` `spot` `now` `asap` (reference + 3 days),
 *   `today`, `tomorrow`, `in 3 days`, `+5 days`, `within 7 days`, weekdays (`Mon`: the next Monday on
 *   or after the reference date); `onwards` after a date leaves `to` null.
 *
 * Years: a year written applies to the whole range; without one, the range takes the year that puts it
 * nearest the reference date (ties go forward), and its end falls on or after its start. Numbers are
 * day first (`01/12` is 1 December); only a date with a 4-digit year whose second number cannot be a month
 * (`11/26/2026`) is read month first.
 *
 * What is deliberately not a date:
 * - numbers that are not: `63,450`, `4x30T`, `10,000 MT`, `2.5%`, `WS 145`, a year alone (`BLT 2019`),
 *   a build year after a date (`10-15 DEC 2012` is 10-15 December of the nearest year: a year is taken
 *   only within a year before to two after the reference year);
 * - a digits-only day/month without a year (`26/11`, `05.12`) unless it is plausible and in a date-like
 *   place: day 1-31 and month 1-12; written tight (`24 / 23 MT` is not); `05.12` needs two digits each;
 *   not glued to other numbers (`180.00/30.00`, `1/2/3`, `30/33,000`) or letters (`IMO2/3`); not after a
 *   grade, money or basis word (`HMS 1/2`, `USD 21.10`, `bss 1/1`) nor before a unit, a duration or an
 *   order's ports and grades (`10.10 M`, `2/3 cranes`, `11/12 mos`, `1/2 ports`, `2/3 grades`);
 *   and within 90 days before to 120 days after the reference date (tables in dates-vocabulary.ts);
 * - `May` or `March` alone (ordinary words), a month glued to a name (`Jan-Ole`); `ult` (ultimo, "of
 *   last month") is not read as a part of a month, so `ult Dec` is simply December.
 *
 * Timestamps: a date inside the bracket that opens a line (a chat prefix `[27/11/26, 10:42]`), followed
 * by `, 10:42` or `at 6:02`, or on a mail header line (`Sent: Monday, November 30, 2026 10:20 AM`) is
 * returned with `kind: 'timestamp'`, so that the caller can see it is a message's time, never an open
 * date or a laycan; resolveDates skips them. A time after a plain space (`ETA 30/11 10:00`) or before the
 * date (`ETD 18:00 29/11`) does not make one: operational dates carry times too.
 *
 * A line is read without knowing what it is: a weekday or a prompt word in prose (`Changes since
 * Wednesday`, `Nguyen Thu Ha`, `something prompt`) and a list title's date are returned like any other.
 * Choosing the date that is an item's open date or laycan, by its place in the item, is the item reader's.
 *
 * Linear time: one pass of a precompiled tokenizer, then at each token a bounded look-ahead (a chain
 * has at most four parts); tables and patterns are built once, when the module loads.
 */
import type { Atom, Part } from './dates-atoms';
import { atom, glued, is } from './dates-atoms';
import type { Token } from './dates-tokens';
import { dayNumber, isoDate, parseReferenceDate, tokenize, weekday } from './dates-tokens';
import {
  BARE_NUMERIC_WINDOW,
  DAY_WORDS,
  MAIL_DATE_LABELS,
  MAX_DAY_COUNT,
  ONWARDS_WORDS,
  PROMPT_DAYS,
  PROMPT_WORDS,
  RANGE_PUNCTUATION,
  RANGE_WORDS,
  RELATIVE_DAYS,
  WEEKDAYS,
} from './dates-vocabulary';

/** A resolved date range, YYYY-MM-DD; `to` is null for `onwards`. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** One date expression found in a line. */
export interface FoundDate extends DateRange {
  /** Character offsets in the line, end exclusive; `text` is `line.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  /** `timestamp`: the date of a chat prefix or a sent time, not a business date. */
  kind: 'date' | 'timestamp';
  /**
   * Read from a word relative to the reference date (`ppt`, `now`, `today`, `Mon`, `in 3 days`) rather
   * than a written date. Such words also occur in prose and names (`owners now keen`, `SUN GLORY`), so a
   * caller choosing between dates in one item should prefer a written one.
   */
  relative: boolean;
}

/**
 * Every date expression in one line of text, left to right, with its span.
 * @param line one line (no line breaks needed; offsets count from its first character)
 * @param referenceDate the e-mail's date, YYYY-MM-DD
 */
export function findDates(line: string, referenceDate: string): FoundDate[] {
  const ref = reference(referenceDate);
  const tk = tokenize(line);
  const found: FoundDate[] = [];
  for (let i = 0; i < tk.length;) {
    const expr = expression(tk, i, ref);
    if (!expr || Number.isNaN(expr.from)) {
      // An expression that reads but does not resolve (`31 Nov`) is passed over whole, so that its
      // month alone is not then taken for the whole month.
      i = expr ? expr.next : i + 1;
      continue;
    }
    const start = tk[i].s;
    const end = tk[expr.next - 1].e;
    found.push({
      start,
      end,
      text: line.slice(start, end),
      from: isoDate(expr.from),
      to: expr.to === null ? null : isoDate(expr.to),
      kind: isTimestamp(line, tk, end) ? 'timestamp' : 'date',
      relative: expr.relative === true,
    });
    i = expr.next;
  }
  return found;
}

/**
 * The first date expression of `text` (a timestamp aside), or null when there is none.
 * @param text a date expression, possibly with words around it (`open`, `laycan`, `ETA`, `dely`)
 * @param referenceDate the e-mail's date, YYYY-MM-DD
 */
export function resolveDates(text: string, referenceDate: string): DateRange | null {
  const date = findDates(text, referenceDate).find((d) => d.kind === 'date');
  return date ? { from: date.from, to: date.to } : null;
}

interface Reference {
  day: number;
  year: number;
}
let lastReference: { text: string; ref: Reference } | null = null;
// The same reference date comes with every line of an e-mail: parse it once.
function reference(text: string): Reference {
  if (lastReference?.text !== text) lastReference = { text, ref: parseReferenceDate(text) };
  return lastReference.ref;
}

interface Expr {
  /** NaN: the tokens up to `next` read as a date expression but are not a date (`31 Nov`, `5/7`). */
  from: number;
  to: number | null;
  next: number;
  /** Read from a word relative to the reference date (`ppt`, `Mon`, `in 3 days`), not a written date. */
  relative?: boolean;
}

function expression(tk: Token[], i: number, ref: Reference): Expr | null {
  const t = tk[i];
  if (t.k === 'word') {
    if (PROMPT_WORDS.has(t.w)) return { from: ref.day, to: ref.day + PROMPT_DAYS, next: i + 1, relative: true };
    const offset = RELATIVE_DAYS.get(t.w);
    if (offset !== undefined) return { from: ref.day + offset, to: ref.day + offset, next: i + 1, relative: true };
    if (t.w === 'in' || t.w === 'within') {
      const n = dayCount(tk, i + 1);
      if (n === null) return null;
      return { from: t.w === 'in' ? ref.day + n : ref.day, to: ref.day + n, next: i + 3, relative: true };
    }
    const wd = WEEKDAYS.get(t.w);
    if (wd !== undefined) {
      // `Friday 27 Nov`, `Monday, November 30, 2026`: the written date is the date.
      const after = chain(tk, is(tk[i + 1], ',') ? i + 2 : i + 1, ref);
      if (after) return after;
      const day = ref.day + ((wd - weekday(ref.day) + 7) % 7);
      return { from: day, to: day, next: i + 1, relative: true };
    }
  }
  if (is(t, '+') && glued(tk[i + 1])) {
    const n = dayCount(tk, i + 1);
    return n === null ? null : { from: ref.day + n, to: ref.day + n, next: i + 3, relative: true };
  }
  return chain(tk, i, ref);
}

/** `3 days` at i: the count, or null. */
function dayCount(tk: Token[], i: number): number | null {
  const t = tk[i];
  if (!t || t.k !== 'num' || t.v < 1 || t.v > MAX_DAY_COUNT || !DAY_WORDS.has(tk[i + 1]?.w ?? '')) return null;
  return t.v;
}

/** One or more atoms joined by range separators, resolved; null when they do not make a date. */
function chain(tk: Token[], i: number, ref: Reference): Expr | null {
  const first = atom(tk, i, ref.year);
  if (!first) return null;
  const atoms = [first];
  while (atoms.length < 4) {
    const sep = tk[atoms[atoms.length - 1].next];
    if (!sep || !(RANGE_PUNCTUATION.has(sep.w) || (sep.k === 'word' && RANGE_WORDS.has(sep.w)))) break;
    const nextAtom = atom(tk, atoms[atoms.length - 1].next + 1, ref.year);
    if (!nextAtom) break;
    atoms.push(nextAtom);
  }
  shareMonths(atoms);
  let count = atoms.findIndex((a) => a.from.m === 0);
  if (count === -1) count = atoms.length;
  if (count === 0) return null;
  const a0 = atoms[0];
  const last = atoms[count - 1];
  if (count === 1 && a0.ambiguous) return null;
  let next = last.next;
  const onwards = tk[next]?.k === 'word' && ONWARDS_WORDS.has(tk[next].w);
  if (onwards) next++;
  const range = resolveYears(a0.from, onwards ? null : last.to, ref);
  if (!range) return { from: NaN, to: null, next };
  let numeric = true;
  for (let k = 0; k < count; k++) numeric &&= atoms[k].numeric;
  const far = range.from < ref.day - BARE_NUMERIC_WINDOW.before || range.from > ref.day + BARE_NUMERIC_WINDOW.after;
  if (numeric && far) return { from: NaN, to: null, next };
  return { from: range.from, to: range.to, next };
}

/**
 * Months written once for a range: `10-15 Dec` and `mid/end Nov` lend theirs backwards, `Dec 20/30`
 * forwards. A borrowed first day larger than the lender's moves to the month before (`30/2 DEC`).
 */
function shareMonths(atoms: Atom[]) {
  for (let k = atoms.length - 2; k >= 0; k--) {
    const a = atoms[k];
    const b = atoms[k + 1];
    if (a.from.m !== 0 || b.from.m === 0) continue;
    const lends = a.kind === 'day' ? b.kind === 'daymonth' : b.kind === 'period' || b.kind === 'month';
    if (!lends) continue;
    let m = b.from.m;
    let y = b.from.y;
    if (dayOrder(a.from.d) > dayOrder(b.from.d)) {
      m = m === 1 ? 12 : m - 1;
      if (y && m === 12) y--;
    }
    a.from.m = a.to.m = m;
    a.from.y = a.to.y = y;
    a.numeric = b.numeric;
  }
  for (let k = 1; k < atoms.length; k++) {
    const a = atoms[k - 1];
    const b = atoms[k];
    if (b.from.m !== 0 || b.kind !== 'day' || !a.monthFirst) continue;
    let m = a.to.m;
    let y = a.to.y;
    if (b.from.d < a.to.d) {
      m = m === 12 ? 1 : m + 1;
      if (y && m === 1) y++;
    }
    b.from.m = b.to.m = m;
    b.from.y = b.to.y = y;
  }
}
const dayOrder = (d: number) => (d < 0 ? 33 + d : d); // -1, the last day, sorts after 31

/**
 * Absolute day numbers for a range. A year written on either end carries to the other; with none, the
 * year whose range is nearest the reference date (ties go forward). The end is on or after the start.
 */
function resolveYears(from: Part, to: Part | null, ref: Reference): { from: number; to: number | null } | null {
  const end = to ?? from;
  let best: { from: number; to: number } | null = null;
  let bestDistance = Infinity;
  const years = from.y ? [from.y] : end.y ? [end.y, end.y - 1] : [ref.year - 1, ref.year, ref.year + 1];
  for (const y of years) {
    const f = dayNumber(y, from.m, from.d);
    let e = dayNumber(end.y || y, end.m, end.d);
    if (!end.y && e < f) e = dayNumber(y + 1, end.m, end.d);
    if (Number.isNaN(f) || Number.isNaN(e) || e < f) continue;
    if (end.y && !from.y && best) continue; // written end year: the first fitting start year wins
    const distance = ref.day < f ? f - ref.day : ref.day > e ? ref.day - e : 0;
    if (distance <= bestDistance) {
      best = { from: f, to: e };
      bestDistance = distance;
    }
  }
  if (!best) return null;
  return { from: best.from, to: to ? best.to : null };
}

// The time of a sent message right after its date, joined by a comma or `at`: `27/11/26, 10:42`,
// `25-Nov-2026, at 6:02 PM`. A time after a plain space is left alone: `ETA 30/11 10:00` is a business date.
// A clock reads 0-23 hours and 00-59 minutes and is no percentage: `10-20 Dec, 3.75%` is a laycan and a commission.
const TIME_AFTER = /\s*(?:,\s*(?:at\s+)?|\s+at\s+)(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d%])/y;
// A header line of a forwarded or quoted message: `Sent: Monday, November 30, 2026 10:20 AM`.
const HEADER_LINE = new RegExp(`^[\\s>]*(?:${MAIL_DATE_LABELS.join('|')})\\s*:`, 'i');
// `Date:` also labels a cargo's dates; as a mail header it carries a time of day as well.
const DATE_HEADER_LINE = /^[\s>]*date\s*:.*\d{1,2}:\d{2}/i;

/** A chat prefix (`[27/11/26, 10:42] Tom:`, `[10:42, 27/11/2026]`), a sent time, or a header's date. */
function isTimestamp(line: string, tk: Token[], end: number): boolean {
  if (tk[0].w === '[') {
    const close = line.indexOf(']');
    if (close === -1 || close >= end) return true;
  }
  TIME_AFTER.lastIndex = end;
  if (TIME_AFTER.test(line)) return true;
  return HEADER_LINE.test(line) || DATE_HEADER_LINE.test(line);
}
