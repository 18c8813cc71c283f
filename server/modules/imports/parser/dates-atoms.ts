/**
 * The parts a date expression is built from, read at one token: a day (`10`, `10th`), a day and month
 * (`28 NOV`, `Dec 5th`, `26/11`, `2026-12-05`), a month (`Dec`, `Dec 2026`) or a part of one (`early Dec`,
 * `1H Jan`, bare `mid`). dates.ts joins them into ranges and resolves the years; the rules for what is
 * not a date are listed in its file comment.
 */
import type { Token } from './dates-tokens';
import type { DaySpan } from './dates-vocabulary';
import {
  AMBIGUOUS_MONTHS,
  FIRST_HALF,
  HALF_ORDINALS,
  MONTHS,
  NOT_DATE_AFTER,
  NOT_DATE_BEFORE,
  PERIODS,
  SECOND_HALF,
  WEEK_ORDINALS,
  WEEK_WORDS,
  WEEKS,
  YEAR_WINDOW,
} from './dates-vocabulary';

/** A day in a month; y and m 0 when not (yet) known; a negative d counts from the month's end (-1 its last day). */
export interface Part {
  y: number;
  m: number;
  d: number;
}
export type AtomKind = 'day' | 'daymonth' | 'month' | 'period';
export interface Atom {
  kind: AtomKind;
  from: Part;
  to: Part;
  next: number;
  /** Written month first (`Dec 20`), so that a bare day after it shares its month (`Dec 20/30`). */
  monthFirst: boolean;
  /** Digits only, no year (`26/11`): held to the plausibility window. */
  numeric: boolean;
  /** An ordinary word such as `may` standing alone as a month. */
  ambiguous: boolean;
}

export const is = (t: Token | undefined, w: string) => t !== undefined && t.w === w;
export const glued = (t: Token | undefined) => t !== undefined && !t.sp;
const isWeek = (t: Token | undefined) => t !== undefined && t.k === 'word' && WEEK_WORDS.has(t.w);
export const monthOf = (t: Token | undefined) => (t && t.k === 'word' ? (MONTHS.get(t.w) ?? 0) : 0);
const isDay = (t: Token | undefined) => t !== undefined && (t.k === 'ord' || (t.k === 'num' && t.n <= 2)) && t.v >= 1 && t.v <= 31;
/** `63,450`, `2.5`, `10:42`, `2.5%`: the number goes on, so it is not a day. */
const numberGoesOn = (tk: Token[], i: number) => {
  const p = tk[i + 1];
  if (!glued(p) || p.k !== 'punct') return false;
  if (p.w === '%') return true;
  return (p.w === ',' || p.w === '.' || p.w === ':') && glued(tk[i + 2]) && tk[i + 2].k === 'num';
};

/** The atom at i: a day, a day and month, a month, or a part of a month; null when there is none. */
export function atom(tk: Token[], i: number, refYear: number): Atom | null {
  const t = tk[i];
  if (!t) return null;
  if (t.k === 'num' && t.n === 4) return isoAtom(tk, i);
  if (t.k === 'half') return periodAtom(tk, i + 1, t.half ?? FIRST_HALF, refYear);
  if (t.k === 'word') {
    const month = MONTHS.get(t.w);
    if (month) return monthAtom(tk, i, month, refYear);
    const span = PERIODS.get(t.w);
    if (span) return periodAtom(tk, i + 1, span, refYear);
    const half = HALF_ORDINALS.get(t.w);
    if (half && is(tk[i + 1], 'half')) return periodAtom(tk, i + 2, half, refYear);
    const week = WEEK_ORDINALS.get(t.w);
    if (week && isWeek(tk[i + 1])) return periodAtom(tk, i + 2, week, refYear);
    return null;
  }
  if (t.k !== 'num' && t.k !== 'ord') return null;
  if ((t.v === 1 || t.v === 2) && t.n === 1 && is(tk[i + 1], 'half')) {
    return periodAtom(tk, i + 2, t.v === 1 ? FIRST_HALF : SECOND_HALF, refYear);
  }
  if (t.v >= 1 && t.v <= WEEKS.length && t.n === 1 && isWeek(tk[i + 1])) return periodAtom(tk, i + 2, WEEKS[t.v - 1], refYear);
  if (t.k === 'num') {
    const numeric = numericAtom(tk, i);
    if (numeric !== undefined) return numeric;
  }
  if (!isDay(t)) return null;
  // `28 NOV`, `26-Oct`, `3rd of December`
  let j = i + 1;
  const hyphen = is(tk[j], '-') && glued(tk[j]) && glued(tk[j + 1]) && monthOf(tk[j + 1]) > 0;
  // `26-Oct`, `3rd of December`, and the German ordinal dot `27. November`
  const dot = is(tk[j], '.') && glued(tk[j]) && monthOf(tk[j + 1]) > 0;
  if (hyphen || dot || (is(tk[j], 'of') && monthOf(tk[j + 1]) > 0)) j++;
  const month = monthOf(tk[j]);
  if (month) {
    const year = readYear(tk, skipDot(tk, j + 1), refYear, hyphen);
    const part = { y: year.y, m: month, d: t.v };
    return make('daymonth', part, { ...part }, year.next);
  }
  if (t.k === 'num' && numberGoesOn(tk, i)) return null;
  return make('day', { y: 0, m: 0, d: t.v }, { y: 0, m: 0, d: t.v }, i + 1);
}

function make(kind: AtomKind, from: Part, to: Part, next: number): Atom {
  return { kind, from, to, next, monthFirst: false, numeric: false, ambiguous: false };
}

/** `Dec.` — a full stop after an abbreviated month. */
const skipDot = (tk: Token[], j: number) => (is(tk[j], '.') && glued(tk[j]) ? j + 1 : j);

/** A month word at i: `Dec 5th` / `Dec 20` (month first), `Dec 2026`, `Jan'27`, or the whole month. */
function monthAtom(tk: Token[], i: number, month: number, refYear: number): Atom | null {
  const j = skipDot(tk, i + 1);
  const n = tk[j];
  if (isDay(n) && !(n.k === 'num' && numberGoesOn(tk, j)) && monthOf(tk[j + 1]) === 0) {
    const year = readYear(tk, is(tk[j + 1], ',') ? j + 2 : j + 1, refYear, false);
    const y = is(tk[j + 1], ',') && year.y === 0 ? { y: 0, next: j + 1 } : year;
    const part = { y: y.y, m: month, d: n.v };
    const a = make('daymonth', part, { ...part }, y.next);
    a.monthFirst = true;
    return a;
  }
  // `Jan-Ole`: a month glued to a name is part of the name.
  if (is(tk[i + 1], '-') && glued(tk[i + 1]) && glued(tk[i + 2]) && tk[i + 2].k === 'word' && !monthOf(tk[i + 2])) return null;
  const year = readYear(tk, j, refYear, false);
  const a = make('month', { y: year.y, m: month, d: 1 }, { y: year.y, m: month, d: -1 }, year.next);
  a.ambiguous = year.y === 0 && AMBIGUOUS_MONTHS.has(tk[i].w);
  return a;
}

/** A part of a month whose words end before j: `early Dec`, `mid-Dec`, `end of Dec`, `1H Jan`, or bare `mid`. */
function periodAtom(tk: Token[], j: number, span: DaySpan, refYear: number): Atom {
  let k = j;
  if (is(tk[k], 'of') || (is(tk[k], '-') && monthOf(tk[k + 1]) > 0)) k++;
  const month = monthOf(tk[k]);
  if (!month) return make('period', { y: 0, m: 0, d: span[0] }, { y: 0, m: 0, d: span[1] }, j);
  const year = readYear(tk, skipDot(tk, k + 1), refYear, false);
  return make('period', { y: year.y, m: month, d: span[0] }, { y: year.y, m: month, d: span[1] }, year.next);
}

/**
 * A year after a month at j: `2026`, `, 2026`, `'27`, or `-26` / `-2026` in the hyphenated `25-NOV-26`.
 * Taken only near the reference year (YEAR_WINDOW); otherwise y is 0 and nothing is consumed.
 */
function readYear(tk: Token[], j: number, refYear: number, hyphenated: boolean): { y: number; next: number } {
  let k = j;
  let y = 0;
  const t = tk[k];
  if ((is(t, "'") || (hyphenated && is(t, '-'))) && glued(t) && glued(tk[k + 1]) && tk[k + 1].k === 'num') {
    y = yearOf(tk[k + 1]);
    k += 2;
  } else if (t?.k === 'num' && (t.n === 4 || (t.n === 2 && glued(t)))) {
    // 4 digits, or 2 glued to the month, which only a split `25NOV26` gives
    y = yearOf(t);
    k += 1;
  }
  if (y === 0 || y < refYear - YEAR_WINDOW.before || y > refYear + YEAR_WINDOW.after) return { y: 0, next: j };
  return { y, next: k };
}
const yearOf = (t: Token) => (t.n === 4 ? t.v : t.n === 2 ? 2000 + t.v : 0);

/** `2026-12-05`, `2026/12/05`: year first, always with day and month. */
function isoAtom(tk: Token[], i: number): Atom | null {
  const sep = tk[i + 1];
  if (!sep || !glued(sep) || !(sep.w === '-' || sep.w === '/' || sep.w === '.')) return null;
  const m = tk[i + 2];
  const d = tk[i + 4];
  if (!glued(m) || m.k !== 'num' || m.n > 2 || !is(tk[i + 3], sep.w) || !glued(tk[i + 3]) || !glued(d)) return null;
  if (d.k !== 'num' || d.n > 2 || tk[i].v < 2000 || tk[i].v > 2100) return null;
  const part = { y: tk[i].v, m: m.v, d: d.v };
  return make('daymonth', part, { ...part }, i + 5);
}

// Marks that may touch a digits-only date: a range dash, brackets, a table's cell border or label colon.
const OPENING: ReadonlySet<string> = new Set(['-', '\u2013', '(', '[', '|', '>', ':']);
const CLOSING: ReadonlySet<string> = new Set(['-', '\u2013', ')', ']', '|', '<', ';']);

/**
 * Digits only, day first, at i: `26/11`, `05.12`, `27/11/2026`, `05.12.2026`, `5-12-2026`, `27/11/26`.
 * Returns undefined when the shape is not there (so `1/3 DEC` can be read as a range of days), null
 * when it is there but is not a date (the rules in the file comment).
 */
function numericAtom(tk: Token[], i: number): Atom | null | undefined {
  const sep = tk[i + 1];
  const mt = tk[i + 2];
  if (!sep || !glued(sep) || !(sep.w === '/' || sep.w === '.' || sep.w === '-')) return undefined;
  if (!glued(mt) || mt.k !== 'num' || mt.n > 2) return undefined;
  let d = tk[i].v;
  let m = mt.v;
  const yt = tk[i + 4];
  if (is(tk[i + 3], sep.w) && glued(tk[i + 3]) && glued(yt) && yt.k === 'num' && (yt.n === 4 || yt.n === 2)) {
    if (m > 12 && d <= 12 && yt.n === 4) [d, m] = [m, d]; // 11/26/2026: only a 4-digit year vouches for it
    if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
    const part = { y: yearOf(yt), m, d };
    return make('daymonth', part, { ...part }, i + 5);
  }
  if (sep.w === '-' || m < 1 || m > 12 || d < 1 || d > 31 || monthOf(tk[i + 3]) > 0) return undefined;
  if (sep.w === '.' && (tk[i].n !== 2 || mt.n !== 2)) return undefined;
  // The neighbours: nothing glued on either side but a range dash or closing mark, no measure words.
  const before = tk[i - 1];
  if (glued(tk[i]) && before && !OPENING.has(before.w)) return null;
  if (before && before.k === 'word' && NOT_DATE_BEFORE.has(before.w)) return null;
  if (is(before, '$')) return null;
  const after = tk[i + 3];
  if (after && glued(after)) {
    const closing = CLOSING.has(after.w);
    const stop = (after.w === ',' || after.w === '.') && !(glued(tk[i + 4]) && tk[i + 4].k !== 'punct');
    if (!closing && !stop) return null;
  }
  if (after && (after.w === '%' || (after.k === 'word' && NOT_DATE_AFTER.has(after.w)))) return null;
  const part = { y: 0, m, d };
  const a = make('daymonth', part, { ...part }, i + 3);
  a.numeric = true;
  return a;
}
