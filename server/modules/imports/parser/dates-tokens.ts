/**
 * The lexical layer of the date reader: a line cut into tokens (runs of letters and digits, single
 * punctuation marks) with their character offsets, and the calendar arithmetic on day numbers. Kept
 * apart from dates.ts so that the grammar there reads as grammar.
 */
import type { DaySpan } from './dates-vocabulary';
import { FIRST_HALF, MONTHS, SECOND_HALF } from './dates-vocabulary';

export type TokenKind = 'num' | 'ord' | 'half' | 'word' | 'junk' | 'punct';

export interface Token {
  /** Offsets in the line: start inclusive, end exclusive. */
  s: number;
  e: number;
  k: TokenKind;
  /** Lower-case text (the punctuation mark itself for punct). */
  w: string;
  /** The number of a num / ord token (`10th` → 10); NaN otherwise. */
  v: number;
  /** How many digits a num / ord token has (`05` → 2, `2026` → 4). */
  n: number;
  /** Whether white space separates it from the token before. */
  sp: boolean;
  /** The half of the month a half token names (`1H`, `H2`). */
  half: DaySpan | null;
}

// A run of letters and digits, or one mark that is neither (space is skipped). Built once.
const TOKEN = /[0-9A-Za-z]+|[^\s0-9A-Za-z]/g;
// What a run is: digits (with an ordinal suffix), a half (1H / H1), letters only; anything else is junk
// such as `4x30t`, `55kt`, `1sb`, which must stop a date rather than be half read.
const RUN = /^(\d+)(st|nd|rd|th)?$|^([12])h$|^h([12])$|^([a-z]+)$/;

// A day written against its month, as upper-case lists do: `28NOV`, `3RDDEC`, `25NOV26`, `1-3DEC`.
const GLUED_DATE = /^(\d{1,2}(?:st|nd|rd|th)?)([a-z]{3,9})(\d{2}|\d{4})?$/;

/** `28nov26` → `28` `nov` `26`, the later ones glued to the one before. */
function splitGluedDate(tokens: Token[], run: Token, parts: RegExpExecArray) {
  let s = run.s;
  let sp = run.sp;
  for (const part of parts.slice(1)) {
    if (part === undefined) continue;
    const digits = /^\d+/.exec(part)?.[0] ?? '';
    const k = digits === '' ? 'word' : digits.length === part.length ? 'num' : 'ord';
    const v = digits === '' ? NaN : Number(digits);
    tokens.push({ s, e: s + part.length, k, w: part, v, n: digits.length, sp, half: null });
    s += part.length;
    sp = false;
  }
}

/** The tokens of one line, in order. Linear in the line's length. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let previousEnd = 0;
  for (let m = TOKEN.exec(line); m !== null; m = TOKEN.exec(line)) {
    const text = m[0];
    const s = m.index;
    const token: Token = { s, e: s + text.length, k: 'punct', w: text, v: NaN, n: 0, sp: s > previousEnd, half: null };
    previousEnd = token.e;
    const code = text.charCodeAt(0);
    const alnum = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (alnum) {
      const lower = text.toLowerCase();
      token.w = lower;
      const run = RUN.exec(lower);
      const glued = run ? null : GLUED_DATE.exec(lower);
      if (glued && MONTHS.has(glued[2])) {
        splitGluedDate(tokens, token, glued);
        continue;
      }
      if (!run) token.k = 'junk';
      else if (run[1] !== undefined) {
        token.k = run[2] ? 'ord' : 'num';
        token.n = run[1].length;
        token.v = run[1].length <= 6 ? Number(run[1]) : NaN;
        if (run[2] && token.n > 2) token.k = 'junk';
      } else if (run[3] !== undefined || run[4] !== undefined) {
        token.k = 'half';
        token.half = (run[3] ?? run[4]) === '1' ? FIRST_HALF : SECOND_HALF;
      } else token.k = 'word';
    }
    tokens.push(token);
  }
  return tokens;
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a calendar date; NaN when the day does not exist (31 Nov). A negative `day`
 * counts from the month's end: -1 is its last day, -7 the first of its last seven.
 */
export function dayNumber(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const d = day < 0 ? last + day + 1 : day;
  if (month < 1 || month > 12 || d < 1 || d > last) return NaN;
  return Date.UTC(year, month - 1, d) / DAY_MS;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day number as YYYY-MM-DD. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → day number and year; throws on anything else, since the caller owns the reference date. */
export function parseReferenceDate(reference: string): { day: number; year: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(reference);
  const day = m ? dayNumber(Number(m[1]), Number(m[2]), Number(m[3])) : NaN;
  if (!m || Number.isNaN(day)) throw new Error(`reference date must be YYYY-MM-DD, got ${JSON.stringify(reference)}`);
  return { day, year: Number(m[1]) };
}

/** Day of the week of a day number, Sunday 0 (1 January 1970 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}
