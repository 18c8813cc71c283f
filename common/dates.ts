import { z } from 'zod';

// A calendar date (YYYY-MM-DD) as every form and query of the API takes it. The pattern alone let 30 February,
// month 13 and year 0000 through to PostgreSQL, which refused them with a server error; a year such as 9999 was
// stored and broke later, when a laycan plus the voyage ran past year 9999. So a date is checked by its value:
// a day that exists, in a range a charter, a block or a P&I cover can sensibly have.

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** Why `value` is not an acceptable calendar date, in a sentence naming the field; null when it is one. */
export function calendarDateProblem(value: string, label: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return `${label} must be a date (YYYY-MM-DD)`;
  const [year, month, day] = match.slice(1).map(Number);
  // Date.UTC rolls 30 February over to 2 March: the day exists only if it comes back unchanged.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0-99 as 1900-1999
  if (month < 1 || month > 12 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return `${label} must be a real calendar date`;
  }
  if (year < MIN_YEAR || year > MAX_YEAR) return `${label} must be between ${MIN_YEAR} and ${MAX_YEAR}`;
  return null;
}

// The pattern is declared as well so that the OpenAPI document shows it; the check then names the one problem.
const dateSchema = (label: string, emptyAllowed: boolean) =>
  z
    .string({ error: `${label} is required` })
    .regex(emptyAllowed ? /^(\d{4}-\d{2}-\d{2})?$/ : /^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .check((ctx) => {
      if (emptyAllowed && ctx.value === '') return;
      if (ctx.issues.length) return; // the pattern has already said what is wrong
      const problem = calendarDateProblem(ctx.value, label);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    });

/** A required calendar date: one message for each way it can be wrong, the same in the form and the API. */
export const calendarDate = (label: string) => dateSchema(label, false);

/**
 * A calendar date a form may leave empty (""). One schema rather than a union with '', whose failure would
 * read "Invalid input" instead of the date's own message.
 */
export const optionalCalendarDate = (label: string) => dateSchema(label, true).optional().default('');
