/**
 * The words brokers use to write dates in circulars, as data. dates.ts reads a line token by token and
 * looks each word up here; nothing in these tables is a pattern, so adding a spelling is adding a row.
 * Every key is lower case: the reader lower-cases words before looking them up.
 */

/** A span of days inside a month: first and last day; -1 is the month's last day (28-31). */
export type DaySpan = readonly [first: number, last: number];

// Month names, their abbreviations and the four-letter `Sept` / `Sept.` that UK brokers write.
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['jan', 'january'],
  ['feb', 'february', 'febr'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];

/** Month word → month number 1-12. */
export const MONTHS: ReadonlyMap<string, number> = new Map(MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));

/**
 * Month words that are also ordinary English words. Alone they are not a date (`owners may accept`,
 * `forward march`); next to a day, a year, a period word or another month they are (`3 May`, `May 2027`,
 * `early May`, `Apr/May`).
 */
export const AMBIGUOUS_MONTHS: ReadonlySet<string> = new Set(['may', 'march']);

/**
 * Parts of a month (corpus README 3.6): `early Dec` / `beg Dec` 1-10, `mid Dec` 11-20, `end Dec` /
 * `late Dec` 21-31. `ult` (ultimo, "of last month") is deliberately absent: it is not a part of a month.
 */
export const PERIODS: ReadonlyMap<string, DaySpan> = new Map<string, DaySpan>([
  ['early', [1, 10]],
  ['beg', [1, 10]],
  ['begin', [1, 10]],
  ['beginning', [1, 10]],
  ['start', [1, 10]],
  ['mid', [11, 20]],
  ['middle', [11, 20]],
  ['end', [21, -1]],
  ['late', [21, -1]],
]);

/** Halves of a month: `1H Dec`, `H1 Dec`, `first half Dec`, `1st half Dec` 1-15; the second half 16-31. */
export const FIRST_HALF: DaySpan = [1, 15];
export const SECOND_HALF: DaySpan = [16, -1];
/** Words that, followed by `half`, name a half: `first half`, `second half`. (`1st`/`2nd` are read as numbers.) */
export const HALF_ORDINALS: ReadonlyMap<string, DaySpan> = new Map<string, DaySpan>([
  ['first', FIRST_HALF],
  ['second', SECOND_HALF],
]);

/**
 * Weeks of a month: `1st week Dec`, `first week of December` 1-7, the second 8-14, the third 15-21, the
 * fourth 22-28; `last week Dec` the last seven days (25-31 in a 31-day month).
 */
export const WEEKS: readonly DaySpan[] = [
  [1, 7],
  [8, 14],
  [15, 21],
  [22, 28],
];
export const LAST_WEEK: DaySpan = [-7, -1];
export const WEEK_ORDINALS: ReadonlyMap<string, DaySpan> = new Map<string, DaySpan>([
  ['first', WEEKS[0]],
  ['second', WEEKS[1]],
  ['third', WEEKS[2]],
  ['fourth', WEEKS[3]],
  ['last', LAST_WEEK],
]);
export const WEEK_WORDS: ReadonlySet<string> = new Set(['week', 'wk']);

/** Prompt: open now or within days. Each gives the reference date to the reference date + PROMPT_DAYS. */
export const PROMPT_WORDS: ReadonlySet<string> = new Set(['ppt', 'prompt', 'spot', 'now', 'asap', 'immediate', 'imm']);
export const PROMPT_DAYS = 3;

/** Days counted from the reference date: `today` is that day, `tomorrow` the next. */
export const RELATIVE_DAYS: ReadonlyMap<string, number> = new Map([
  ['today', 0],
  ['tdy', 0],
  ['tomorrow', 1],
  ['tmrw', 1],
  ['tmw', 1],
]);

/** Weekday word → JavaScript day number (Sunday 0). `Mon` means the next Monday on or after the reference date. */
export const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ['sun', 0],
  ['sunday', 0],
  ['mon', 1],
  ['monday', 1],
  ['tue', 2],
  ['tues', 2],
  ['tuesday', 2],
  ['wed', 3],
  ['wednesday', 3],
  ['thu', 4],
  ['thur', 4],
  ['thurs', 4],
  ['thursday', 4],
  ['fri', 5],
  ['friday', 5],
  ['sat', 6],
  ['saturday', 6],
]);

/** `in 3 days`, `+5 days`, `within 7 days`: the unit word, and the longest count taken as a date. */
export const DAY_WORDS: ReadonlySet<string> = new Set(['day', 'days', 'dys']);
export const MAX_DAY_COUNT = 366;

/** Words joining the two ends of a range besides the punctuation `-` `/` `~` (and en/em dashes). */
export const RANGE_WORDS: ReadonlySet<string> = new Set(['to', 'till', 'til', 'until', 'thru', 'through']);
export const RANGE_PUNCTUATION: ReadonlySet<string> = new Set(['-', '/', '~', '\u2013', '\u2014']);

/**
 * Labels of the header line giving a forwarded or quoted message's sending time (Outlook's `Sent:` in
 * English, German, French, Spanish); a date on such a line is a timestamp. (`Date:` is read in dates.ts.)
 */
export const MAIL_DATE_LABELS: readonly string[] = ['sent', 'gesendet', 'envoy\u00e9', 'enviado'];

/** After a date: it is only the first day, the last is open (`12 Dec onwards` → to = null). */
export const ONWARDS_WORDS: ReadonlySet<string> = new Set(['onwards', 'onward', 'onwds', 'onw']);

/**
 * A day/month written with digits only (`26/11`, `05.12`) could be any pair of small numbers, so it is
 * a date only when neither neighbour says otherwise. Words right before such a pair that make it
 * something else: grades (`HMS 1/2`), money (`USD 21.10`), a ship's measures (`LOA 180.00/30.00`).
 */
export const NOT_DATE_BEFORE: ReadonlySet<string> = new Set([
  'hms',
  'usd',
  'us',
  'eur',
  'ws',
  'imo',
  'loa',
  'beam',
  'draft',
  'draught',
  'sf',
  'gt',
  'nt',
  'no',
  'nr',
  'tel',
  'mob',
  'fax',
  'ph',
  'class',
  'grade',
  'ratio',
  'bss', // basis: `bss 1/1` is one load port and one discharge port
]);

/**
 * Unit words right after a digits-only pair that make it a measure (`10.10 M SSW`, `2/3 cranes`). Not
 * `USD`: a table's rate column often follows its date column (`6-8/12   USD 390k LS`).
 */
export const NOT_DATE_AFTER: ReadonlySet<string> = new Set([
  'm',
  'mt',
  'mts',
  't',
  'ts',
  'tons',
  'tonnes',
  'k',
  'kt',
  'kts',
  'kn',
  'knots',
  'ft',
  'cbm',
  'dwt',
  'pct',
  'pmt',
  'pdpr',
  'holds',
  'ho',
  'ha',
  'cranes',
  'cr',
  'x',
  'pcs',
  // durations: `period 4/6 months`, `11/12 mos`
  'month',
  'months',
  'mos',
  'day',
  'days',
  'yrs',
  'years',
  'hrs',
  'hours',
  // ports and grades of an order: `1/2 ports`, `1/2 SB`, `2/3 grades`
  'port',
  'ports',
  'sb',
  'sbs',
  'sp',
  'berth',
  'berths',
  'grades',
]);

/**
 * How far from the reference date a digits-only day/month without a year may fall to be read as a date
 * (days before, days after). Open dates and laycans are weeks away; `5/7` in a November e-mail is not one.
 */
export const BARE_NUMERIC_WINDOW = { before: 90, after: 120 } as const;

/** A 4-digit year written after a month (`Dec 2026`) is taken only this close to the reference year; a
 * build year in the next column of a table (`10-15 DEC 2012`) is not the date's year. */
export const YEAR_WINDOW = { before: 1, after: 2 } as const;
