/**
 * What kind of e-mail a circular is (README 2), and which items it leaves out (2.3): fixture
 * reports, market reports, port line-ups and the like hold no offers even when they list ships and
 * cargoes; items marked FIXED, FXD, ON SUBS, withdrawn or COVERED are no longer offered.
 */
import type { CircularKind } from './types';

/** Words in a subject or title that make the e-mail a report, not an offer. */
const REPORT_WORDS = [
  'fixture report',
  'fixture review',
  'fixtures report',
  'reported fixtures',
  'fixture list',
  'line-up',
  'lineup',
  'line up',
  'market report',
  'market review',
  'weekly review',
  'weekly report',
  'daily report',
  'newsletter',
  'bunker prices',
  'bunker report',
  'auto-reply',
  'automatic reply',
  'out of office',
  'meeting notes',
  'minutes of meeting',
  'market update',
  'sale and purchase',
  's&p report',
];
const REPORT_RE = new RegExp(`(?:${REPORT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]?')).join('|')})`, 'i');

/** Markers that take an item out of the offer. */
const EXCLUDED_RE = /\b(?:fixed|fxd|on\s+subs|subbed|withdrawn|covered|failed|fixed\s+away)\b/i;

/** True when the subject or the first lines of the body say the e-mail is a report of some kind. */
export function isReport(subject: string, firstLines: string[]): boolean {
  // A subject that starts with `Fixtures` (`Fixtures 27 Nov`, `RE: Fixtures - Pacific`) reports done business.
  if (/^\W*(?:(?:re|fw|fwd)\s*:\s*)*fixtures\b/i.test(subject)) return true;
  return REPORT_RE.test(subject) || firstLines.some((l) => REPORT_RE.test(l));
}

/** True when an item's text marks it as no longer offered. */
export const isExcluded = (text: string): boolean => EXCLUDED_RE.test(text);

export function kindOf(positions: number, cargoes: number): CircularKind {
  if (positions && cargoes) return 'mixed';
  if (positions) return 'positions';
  return cargoes ? 'cargoes' : 'none';
}
