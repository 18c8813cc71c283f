/**
 * Finding, in the e-mail's text, the words a value was read from (sources.ts). Each finder searches a window
 * of the text (an item's lines, or one table cell) for words that the parser's own readers read as the value
 * already found, so the highlight shows what the parser understood and never a guess of its own.
 */
import type { TextSpan } from '../../../../common/imports/reading';
import { findDates } from './dates';

export type Span = TextSpan;

/** A stretch of the text to search: `text.slice(start, end)`. */
export interface Window {
  start: number;
  end: number;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first match of `re` in the window that `accept` takes; the span of group `group` (0: the match). */
// The global, with-indices copy of each fixed pattern, compiled once.
const globals = new WeakMap<RegExp, RegExp>();

export function findRe(text: string, win: Window, re: RegExp, accept: (m: RegExpExecArray) => boolean = () => true, group = 0): Span | null {
  let global = globals.get(re);
  if (!global) {
    global = new RegExp(re.source, `${re.flags.replace(/[gyd]/g, '')}gd`);
    globals.set(re, global);
  }
  global.lastIndex = 0;
  const slice = text.slice(win.start, win.end);
  for (let m = global.exec(slice); m; m = global.exec(slice)) {
    if (m[0] === '') {
      global.lastIndex++;
      continue;
    }
    const at = m.indices?.[group];
    if (at && at[1] > at[0] && accept(m)) return { start: win.start + at[0], end: win.start + at[1] };
  }
  return null;
}

/** A value kept as written (a name, a rate, a freight idea): the same words, case and spacing aside. */
export function findWritten(text: string, win: Window, value: string): Span | null {
  // Most values are copied verbatim: a plain search first, a pattern only when spacing or quotes differ.
  const slice = text.slice(win.start, win.end);
  const lower = slice.toLowerCase();
  // (Lower-casing that changes a string's length, as `İ` does, would shift the offsets: the pattern then.)
  const at = lower.length === slice.length ? lower.indexOf(value.toLowerCase()) : -1;
  if (value && at >= 0 && !/[\p{L}\p{N}]/u.test(slice[at - 1] ?? '')) return { start: win.start + at, end: win.start + at + value.length };
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRe).join('[\\s*"\'`]+')}`, 'iu');
  return findRe(text, win, re);
}

// Words of a place, a flag, a class or a commodity: separated by spaces and the list marks brokers put between them.
const WORD = /[^\s/,;|()]+/g;

/**
 * The fewest consecutive words (then the first such) that `reads` takes for the value: `NOVOROSSIYSK` in
 * `1SB 1SP NOVOROSSIYSK`, `ST PETERSBURG`, `Spore/Kohsichang range`. Words overlapping `skip` (the ship's name:
 * "CAPE ORCHID" says no class) are passed over.
 */
export function findRead(text: string, win: Window, maxWords: number, reads: (words: string) => boolean, skip: Span | null = null): Span | null {
  const slice = text.slice(win.start, win.end);
  const words = [...slice.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  for (let n = 1; n <= maxWords; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const start = win.start + words[i].start;
      const end = win.start + words[i + n - 1].end;
      if (skip && start < skip.end && end > skip.start) continue;
      if (reads(text.slice(start, end))) return { start, end };
    }
  }
  return null;
}

// A tonnage as brokers write it: `63,450`, `63.450`, `58k`, `81.6k`, `55kt`, `45000`, with its unit when written.
const TONNAGE =
  /(?<![\d.,])(\d{1,3}(?:[,.]\d{3})+|\d{2,3}(?:\.\d{1,2})?(?=\s*kt?\b)|\d{3,6})(?![\d])(\s*(?:kt?\b|mts?\b|tons?\b|tonnes\b|s?dwt\b|dwat\b|dwcc\b|tdw\b|mtdw\b)(?:\s*(?:s?dwt|dwat)\b)?)?/gi;

/** Where a tonnage of `value` tonnes is written (a deadweight, a quantity). */
export function findTonnage(text: string, win: Window, value: number): Span | null {
  return findRe(text, win, TONNAGE, (m) => {
    const k = /^\s*kt?$/i.test(m[2] ?? '') || /^\s*k/i.test(m[2] ?? '');
    const n = k ? Math.round(Number(m[1]) * 1000) : Number(m[1].replace(/[,.]/g, ''));
    return n === value;
  });
}

/** A date range read from one of the given lines (start offsets of lines in the text), with the date found there. */
export function findDate(
  text: string,
  lines: Window[],
  ref: string,
  from: string | null,
  to: string | null,
): { span: Span; relative: boolean } | null {
  for (const line of lines) {
    // Percentages blanked as the cargo reader does (`10-20 Dec, 3.75%` is no timestamp), offsets kept.
    const body = text.slice(line.start, line.end).replace(/\d+(?:\.\d+)?\s*(?:%|pct\b)/gi, (m) => ' '.repeat(m.length));
    for (const d of findDates(body, ref)) {
      if (d.kind === 'date' && d.from === from && d.to === to)
        return { span: { start: line.start + d.start, end: line.start + d.end }, relative: d.relative };
    }
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `1–10 Dec`, `30 Nov–2 Dec`, `12 Dec onwards`; the year only when it is not the reference date's. */
export function formatRange(from: string, to: string | null, refYear: number): string {
  const part = (iso: string, withMonth: boolean) => {
    const [y, m, d] = iso.split('-').map(Number);
    return `${d}${withMonth ? ` ${MONTHS[m - 1]}` : ''}${withMonth && y !== refYear ? ` ${y}` : ''}`;
  };
  if (!to) return `${part(from, true)} onwards`;
  if (from === to) return part(from, true);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${part(from, !sameMonth)}–${part(to, true)}`;
}

const WRITTEN_YEAR = /\b(?:19|20)\d{2}\b|['’]\d{2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2}\b|[a-z]{3}\d{2}\b/i;
const PART_OF_MONTH = /\b(?:early|beg\w*|mid\w*|end|late|[12]h|(?:first|second|1st|2nd|3rd|4th|last)\s+(?:half|week|wk))\b/i;
const APPROXIMATE = /\b(?:abt|about|approx\w*|around|ca|circa)\.?\s*$/i;

/**
 * Why a date is uncertain, or null when it is written out (`10-20 DEC 2026`, `28 Nov` in a November e-mail).
 * The rule: a date counted from the e-mail's date (`ppt`, `Mon`, `today`), a part of a month or a month only
 * (`early Dec`, `1H Jan`, `Dec/Jan`), digits only (day/month order assumed: `05-07/12`), an approximate date
 * (`abt 2nd dec`), or a year the e-mail did not write that is not the e-mail's own year (`early Jan` in December).
 */
export function dateDoubt(
  written: string,
  before: string,
  from: string,
  to: string | null,
  relative: boolean,
  ref: string,
  refFromHeader: boolean,
): string | null {
  const refYear = Number(ref.slice(0, 4));
  const range = formatRange(from, to, refYear);
  const reasons: string[] = [];
  if (relative) reasons.push(`date resolved from '${written}' as ${range}, counted from the e-mail's date`);
  else if (PART_OF_MONTH.test(written) || !/\d/.test(written)) reasons.push(`date resolved from '${written}' as ${range}`);
  else if (!/\p{L}/u.test(written)) reasons.push(`day and month read day first: '${written}' as ${range}`);
  if (APPROXIMATE.test(before)) reasons.push(`approximate date ('${before.trim().split(/\s+/).at(-1)} ${written}')`);
  if (!relative && !WRITTEN_YEAR.test(written) && Number(from.slice(0, 4)) !== refYear) {
    reasons.push(`year ${from.slice(0, 4)} taken from the e-mail's date`);
  }
  if (!refFromHeader) reasons.push('the e-mail has no date: counted from the day it was received');
  return reasons.length ? reasons.join('; ') : null;
}
