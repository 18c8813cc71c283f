/**
 * The reference date of an e-mail: the calendar date its `Date` header shows, in the header's own
 * offset (corpus README 3.6: `Mon, 30 Nov 2026 07:05 +0900` is 30 November, whatever the UTC date).
 *
 * A Date header is written in its sender's local time, so that calendar date is simply the day,
 * month and year as written: no offset arithmetic is needed, and none is done. (mailparser's own
 * `date` is the instant in UTC, which would put that example on 29 November.)
 */

/** Month names and their common abbreviations (RFC 5322 uses the three-letter form). */
const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['jan', 'january'],
    ['feb', 'february'],
    ['mar', 'march'],
    ['apr', 'april'],
    ['may', 'may'],
    ['jun', 'june'],
    ['jul', 'july'],
    ['aug', 'august'],
    ['sep', 'september', 'sept'],
    ['oct', 'october'],
    ['nov', 'november'],
    ['dec', 'december'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** More than any date-time with its zone comment, `Mon, 30 Nov 2026 07:05:00 +0900 (JST)`, needs. */
const MAX_DATE_LENGTH = 100;

// RFC 5322 date-time, day name optional: `Mon, 30 Nov 2026 07:05 +0900`, `30 Nov 26 07:05 GMT`.
const RFC_DATE = /^\s*(?:[a-z]{2,9}\s*,?\s*)?(\d{1,2})\s*[-\s]\s*([a-z]{3,9})\.?\s*[-\s]\s*(\d{2,4})(?!\d)/i;
// What some broken mailers write instead, month first: `Mon Nov 30 2026 07:05:00 GMT+0900`.
const MONTH_FIRST_DATE = /^\s*(?:[a-z]{2,9}\s*,?\s*)?([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?!\d)/i;
// ISO 8601, as some scripts write it: `2026-11-30T07:05:00+09:00`.
const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/**
 * The calendar date (`YYYY-MM-DD`) of a Date header's value as written, or null when the value is
 * missing or not a date (the caller then falls back to the date the e-mail was received).
 * Accepts RFC 5322 dates (with the obsolete two-digit years: 00-49 → 20xx, 50-99 → 19xx), the
 * month-first form and ISO 8601.
 */
export function headerCalendarDate(written: string | null | undefined): string | null {
  if (!written) return null;
  // A date is at the start of the header; the cut keeps the regexes' backtracking bounded.
  const value = written.slice(0, MAX_DATE_LENGTH);
  const rfc = RFC_DATE.exec(value);
  if (rfc) return calendarDate(fullYear(rfc[3]), MONTHS.get(rfc[2].toLowerCase()), Number(rfc[1]));
  const monthFirst = MONTH_FIRST_DATE.exec(value);
  if (monthFirst) {
    return calendarDate(Number(monthFirst[3]), MONTHS.get(monthFirst[1].toLowerCase()), Number(monthFirst[2]));
  }
  const iso = ISO_DATE.exec(value);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

// RFC 5322 4.3: a two-digit year below 50 is 20xx, otherwise 19xx; a three-digit year adds 1900.
function fullYear(written: string): number {
  const year = Number(written);
  if (written.length === 2) return year < 50 ? 2000 + year : 1900 + year;
  if (written.length === 3) return 1900 + year;
  return year;
}

function calendarDate(year: number, month: number | undefined, day: number): string | null {
  if (month === undefined || month < 1 || month > 12 || year < 1900 || year > 9999 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
