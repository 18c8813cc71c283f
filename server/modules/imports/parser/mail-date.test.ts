import { describe, expect, it } from 'vitest';
import { headerCalendarDate } from './mail-date';

describe('headerCalendarDate', () => {
  // The calendar date as written in the header, whatever its offset (corpus README 3.6).
  it.each([
    ['Mon, 30 Nov 2026 07:05 +0900', '2026-11-30'],
    ['Mon, 30 Nov 2026 23:59:59 -1100', '2026-11-30'],
    ['Tue, 01 Dec 2026 00:00:01 +1400', '2026-12-01'],
    ['Fri, 27 Nov 2026 12:15:00 +0100 (CET)', '2026-11-27'],
    ['30 Nov 2026 07:05 GMT', '2026-11-30'],
    ['Wed, 2 Dec 2026 15:40:10 +0800', '2026-12-02'],
    ['  Thu,  3 Dec 2026 16:45:09 +0200', '2026-12-03'],
    ['Thursday, 03 December 2026 16:45', '2026-12-03'],
    ['Mon, 30-Nov-2026 07:05 +0900', '2026-11-30'],
    ['Sat, 28 Feb 26 09:00 EST', '2026-02-28'],
    ['Sat, 28 Feb 98 09:00 EST', '1998-02-28'],
    ['Mon Nov 30 2026 07:05:00 GMT+0900 (Japan Standard Time)', '2026-11-30'],
    ['2026-11-30T07:05:00+09:00', '2026-11-30'],
    ['Mon, 29 Feb 2028 10:00 +0000', '2028-02-29'],
  ])('%s → %s', (written, date) => {
    expect(headerCalendarDate(written)).toBe(date);
  });

  it.each([
    [null],
    [''],
    ['yesterday'],
    ['Mon, 31 Nov 2026 07:05 +0900'],
    ['Sun, 29 Feb 2026 10:00 +0000'],
    ['Mon, 30 Foo 2026 07:05 +0900'],
    ['2026-13-01T00:00:00Z'],
    ['0 Nov 2026'],
  ])('%s → null', (written) => {
    expect(headerCalendarDate(written)).toBeNull();
  });

  it('does not backtrack for long over a hostile header', () => {
    // Under a second either way; without the cut this pattern costs minutes.
    expect(headerCalendarDate(`30${' '.repeat(1_000_000)}x`)).toBeNull();
  });
});
