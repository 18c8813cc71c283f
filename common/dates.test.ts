import { describe, expect, it } from 'vitest';
import { calendarDateProblem } from './dates';

// Written from the calendar, not from the code: which days exist, and the range the issue (#24) names (2000-2100).
const cases: [string, string | null][] = [
  ['2027-01-10', null],
  ['2028-02-29', null], // a leap year
  ['2000-02-29', null], // divisible by 400: a leap year
  ['2000-01-01', null],
  ['2100-12-31', null],
  ['2027-02-29', 'Laycan start must be a real calendar date'],
  ['2027-02-30', 'Laycan start must be a real calendar date'],
  ['2100-02-29', 'Laycan start must be a real calendar date'], // divisible by 100 but not 400: not a leap year
  ['2027-04-31', 'Laycan start must be a real calendar date'],
  ['2027-13-45', 'Laycan start must be a real calendar date'],
  ['2027-00-10', 'Laycan start must be a real calendar date'],
  ['2027-01-00', 'Laycan start must be a real calendar date'],
  ['0000-01-01', 'Laycan start must be between 2000 and 2100'],
  ['1999-12-31', 'Laycan start must be between 2000 and 2100'],
  ['2101-01-01', 'Laycan start must be between 2000 and 2100'],
  ['9999-01-01', 'Laycan start must be between 2000 and 2100'],
  ['2027-1-10', 'Laycan start must be a date (YYYY-MM-DD)'],
  ['27-01-10', 'Laycan start must be a date (YYYY-MM-DD)'],
  ['2027-01-10T00:00:00Z', 'Laycan start must be a date (YYYY-MM-DD)'],
  ['', 'Laycan start must be a date (YYYY-MM-DD)'],
];

describe('a calendar date', () => {
  it.each(cases)('%s: %s', (value, problem) => {
    expect(calendarDateProblem(value, 'Laycan start')).toBe(problem);
  });
});
