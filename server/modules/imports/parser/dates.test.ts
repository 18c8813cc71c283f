import { describe, expect, it } from 'vitest';
import { findDates, resolveDates } from './dates';

// Every expected range below is worked out by hand from a calendar, not by the code: 27 November 2026 is a
// Friday, 28 December 2026 a Monday, 1 January 2027 a Friday.
type Row = [written: string, from: string, to: string | null];

// Corpus README 3.6, row by row, in an e-mail of Friday 27 November 2026.
const lateNovember: Row[] = [
  ['28 NOV', '2026-11-28', '2026-11-28'],
  ['2nd dec', '2026-12-02', '2026-12-02'],
  ['Dec 5th', '2026-12-05', '2026-12-05'],
  ['19 Oct', '2026-10-19', '2026-10-19'], // 39 days back is nearer than 326 ahead
  ['1/3 DEC', '2026-12-01', '2026-12-03'],
  ['1-3 Dec', '2026-12-01', '2026-12-03'],
  ['10-15th DEC', '2026-12-10', '2026-12-15'],
  ['5-7TH DEC', '2026-12-05', '2026-12-07'],
  ['Dec 20/30', '2026-12-20', '2026-12-30'],
  ['Jan 5/15', '2027-01-05', '2027-01-15'],
  ['30 NOV-2 DEC', '2026-11-30', '2026-12-02'],
  ['30 Nov/1 Dec', '2026-11-30', '2026-12-01'],
  ['28 Dec/3 Jan', '2026-12-28', '2027-01-03'],
  ['25 Oct-3 Nov', '2026-10-25', '2026-11-03'],
  ['30/2 DEC', '2026-11-30', '2026-12-02'],
  ['26/11', '2026-11-26', '2026-11-26'],
  ['01/12', '2026-12-01', '2026-12-01'],
  ['05-07/12', '2026-12-05', '2026-12-07'],
  ['12-14/10', '2026-10-12', '2026-10-14'],
  ['30/11-2/12', '2026-11-30', '2026-12-02'],
  ['26-Oct', '2026-10-26', '2026-10-26'],
  ['05.12.2026', '2026-12-05', '2026-12-05'],
  ['2026-12-05', '2026-12-05', '2026-12-05'],
  ['10-20 DEC 2026', '2026-12-10', '2026-12-20'],
  ['5-8 DEC 2026', '2026-12-05', '2026-12-08'],
  ['early Dec', '2026-12-01', '2026-12-10'],
  ['beg Dec', '2026-12-01', '2026-12-10'],
  ['mid Dec', '2026-12-11', '2026-12-20'],
  ['end Dec', '2026-12-21', '2026-12-31'],
  ['late Dec', '2026-12-21', '2026-12-31'],
  ['1H Dec', '2026-12-01', '2026-12-15'],
  ['first half Dec', '2026-12-01', '2026-12-15'],
  ['2H Dec', '2026-12-16', '2026-12-31'],
  ['second half Dec', '2026-12-16', '2026-12-31'],
  ['Dec', '2026-12-01', '2026-12-31'],
  ['JAN', '2027-01-01', '2027-01-31'],
  ['end Nov/early Dec', '2026-11-21', '2026-12-10'],
  ['mid/end Nov', '2026-11-11', '2026-11-30'],
  ['Dec/Jan', '2026-12-01', '2027-01-31'],
  ['Dec/Jan/Feb', '2026-12-01', '2027-02-28'],
  ['Dec 2026 - May 2027', '2026-12-01', '2027-05-31'],
  ['ppt', '2026-11-27', '2026-11-30'],
  ['prompt', '2026-11-27', '2026-11-30'],
  ['spot', '2026-11-27', '2026-11-30'],
  ['now', '2026-11-27', '2026-11-30'],
  ['asap', '2026-11-27', '2026-11-30'],
  ['today', '2026-11-27', '2026-11-27'],
  ['tomorrow', '2026-11-28', '2026-11-28'],
  ['in 3 days', '2026-11-30', '2026-11-30'],
  ['+5 days', '2026-12-02', '2026-12-02'],
  ['within 7 days', '2026-11-27', '2026-12-04'],
  ['Mon', '2026-11-30', '2026-11-30'],
  ['Thu', '2026-12-03', '2026-12-03'],
  ['Fri', '2026-11-27', '2026-11-27'], // on or after: the reference day itself
  ['12 Dec onwards', '2026-12-12', null],
];

// The same conventions across the turn of the year, in an e-mail of Monday 28 December 2026.
const lateDecember: Row[] = [
  ['28 NOV', '2026-11-28', '2026-11-28'],
  ['19 Oct', '2026-10-19', '2026-10-19'],
  ['1/3 DEC', '2026-12-01', '2026-12-03'],
  ['Jan 5/15', '2027-01-05', '2027-01-15'],
  ['28 Dec/3 Jan', '2026-12-28', '2027-01-03'],
  ['25 Oct-3 Nov', '2026-10-25', '2026-11-03'],
  ['30/2 DEC', '2026-11-30', '2026-12-02'],
  ['30/2 JAN', '2026-12-30', '2027-01-02'],
  ['31/2 JAN', '2026-12-31', '2027-01-02'],
  ['28/31 Dec', '2026-12-28', '2026-12-31'],
  ['26/11', '2026-11-26', '2026-11-26'],
  ['05/01', '2027-01-05', '2027-01-05'],
  ['05-07/12', '2026-12-05', '2026-12-07'],
  ['30/11-2/12', '2026-11-30', '2026-12-02'],
  ['29/12-4/1', '2026-12-29', '2027-01-04'],
  ['05.12.2026', '2026-12-05', '2026-12-05'],
  ['early Jan', '2027-01-01', '2027-01-10'],
  ['2H Jan', '2027-01-16', '2027-01-31'],
  ['mid Nov', '2026-11-11', '2026-11-20'],
  ['end Dec/early Jan', '2026-12-21', '2027-01-10'],
  ['Dec', '2026-12-01', '2026-12-31'],
  ['JAN', '2027-01-01', '2027-01-31'],
  ['Feb', '2027-02-01', '2027-02-28'],
  ['Dec/Jan', '2026-12-01', '2027-01-31'],
  ['Dec/Jan/Feb', '2026-12-01', '2027-02-28'],
  ['Dec 2026 - May 2027', '2026-12-01', '2027-05-31'],
  ['ppt', '2026-12-28', '2026-12-31'],
  ['asap', '2026-12-28', '2026-12-31'],
  ['tomorrow', '2026-12-29', '2026-12-29'],
  ['in 3 days', '2026-12-31', '2026-12-31'],
  ['+5 days', '2027-01-02', '2027-01-02'],
  ['within 7 days', '2026-12-28', '2027-01-04'],
  ['Mon', '2026-12-28', '2026-12-28'],
  ['Thu', '2026-12-31', '2026-12-31'],
  ['Fri', '2027-01-01', '2027-01-01'],
  ['Sun', '2027-01-03', '2027-01-03'],
  ['12 Dec onwards', '2026-12-12', null],
  ['5 Jan onwards', '2027-01-05', null],
];

// After New Year, in an e-mail of Monday 4 January 2027: December is last year's.
const earlyJanuary: Row[] = [
  ['28 Dec/3 Jan', '2026-12-28', '2027-01-03'],
  ['end Dec', '2026-12-21', '2026-12-31'],
  ['Dec', '2026-12-01', '2026-12-31'],
  ['30/12', '2026-12-30', '2026-12-30'],
  ['mid Jan', '2027-01-11', '2027-01-20'],
];

// Spellings real brokers use beyond the corpus table, in an e-mail of Friday 27 November 2026.
const moreSpellings: Row[] = [
  ['10th-15th Dec', '2026-12-10', '2026-12-15'],
  ['Dec 10-15', '2026-12-10', '2026-12-15'],
  ['10 - 15 December', '2026-12-10', '2026-12-15'],
  ['10 to 15 Dec', '2026-12-10', '2026-12-15'],
  ['10 till 15 Dec', '2026-12-10', '2026-12-15'],
  ['10 \u2013 15 Dec', '2026-12-10', '2026-12-15'], // en dash
  ['1st half Dec', '2026-12-01', '2026-12-15'],
  ['2nd half of December', '2026-12-16', '2026-12-31'],
  ['H2 Dec', '2026-12-16', '2026-12-31'],
  ['05.12', '2026-12-05', '2026-12-05'], // dd.mm
  ['15.12-20.12', '2026-12-15', '2026-12-20'],
  ['15/12-20/12', '2026-12-15', '2026-12-20'],
  ['early/mid Dec', '2026-12-01', '2026-12-20'],
  ['mid-late Dec', '2026-12-11', '2026-12-31'],
  ['end/early Dec', '2026-11-21', '2026-12-10'], // the first part, larger, is November's
  ['mid-Dec', '2026-12-11', '2026-12-20'],
  ['end-Nov', '2026-11-21', '2026-11-30'],
  ['end of December', '2026-12-21', '2026-12-31'],
  ['beginning of January', '2027-01-01', '2027-01-10'],
  ['3rd of December', '2026-12-03', '2026-12-03'],
  ['3. December', '2026-12-03', '2026-12-03'], // the ordinal dot of German and Scandinavian writers
  ['Dec. 5', '2026-12-05', '2026-12-05'],
  ['Dec 3, 2026', '2026-12-03', '2026-12-03'],
  ['3-Dec-26', '2026-12-03', '2026-12-03'],
  ['03-DEC-2026', '2026-12-03', '2026-12-03'],
  ['27/11/2026', '2026-11-27', '2026-11-27'],
  ['27/11/26', '2026-11-27', '2026-11-27'],
  ['11/26/2026', '2026-11-26', '2026-11-26'], // month first only when a 4-digit year vouches for it
  ['2026/12/05', '2026-12-05', '2026-12-05'],
  ['15 Sept', '2026-09-15', '2026-09-15'],
  ['Sept 2027', '2027-09-01', '2027-09-30'],
  ["Jan'27", '2027-01-01', '2027-01-31'],
  ['Dec 28 - Jan 3', '2026-12-28', '2027-01-03'],
  ['28 Dec - 3 Jan 2027', '2026-12-28', '2027-01-03'], // the year written at the end carries back
  ['28 Dec 2026 - 3 Jan 2027', '2026-12-28', '2027-01-03'],
  ['Apr/May', '2027-04-01', '2027-05-31'],
  ['3 May', '2027-05-03', '2027-05-03'],
  ['early May', '2027-05-01', '2027-05-10'],
  ['December', '2026-12-01', '2026-12-31'],
  ['Monday', '2026-11-30', '2026-11-30'],
  ['tmrw', '2026-11-28', '2026-11-28'],
  ['1-10 Jan 2027', '2027-01-01', '2027-01-10'],
  ['ppt onwards', '2026-11-27', '2026-11-30'], // onwards only follows a written date
  ['6-8/12     USD 390k LS', '2026-12-06', '2026-12-08'], // a rate column after a date column
  ['28NOV', '2026-11-28', '2026-11-28'], // day and month run together, as upper-case lists write them
  ['3RDDEC', '2026-12-03', '2026-12-03'],
  ['1-3DEC', '2026-12-01', '2026-12-03'],
  ['28NOV-2DEC', '2026-11-28', '2026-12-02'],
  ['25NOV26', '2026-11-25', '2026-11-25'],
  ['1st week Dec', '2026-12-01', '2026-12-07'],
  ['first week of December', '2026-12-01', '2026-12-07'],
  ['2nd week Dec', '2026-12-08', '2026-12-14'],
  ['3rd wk Dec', '2026-12-15', '2026-12-21'],
  ['4th week Dec', '2026-12-22', '2026-12-28'],
  ['last week Dec', '2026-12-25', '2026-12-31'],
  ['last week of Feb', '2027-02-22', '2027-02-28'],
];

const cases = (rows: Row[]) => rows.map(([written, from, to]) => [written, { from, to }] as const);

describe('README 3.6 date forms', () => {
  it.each(cases(lateNovember))('%s in an e-mail of 27 Nov 2026', (written, expected) => {
    expect(resolveDates(written, '2026-11-27')).toEqual(expected);
  });
  it.each(cases(lateDecember))('%s in an e-mail of 28 Dec 2026', (written, expected) => {
    expect(resolveDates(written, '2026-12-28')).toEqual(expected);
  });
  it.each(cases(earlyJanuary))('%s in an e-mail of 4 Jan 2027', (written, expected) => {
    expect(resolveDates(written, '2027-01-04')).toEqual(expected);
  });
});

describe('spellings beyond the corpus', () => {
  it.each(cases(moreSpellings))('%s in an e-mail of 27 Nov 2026', (written, expected) => {
    expect(resolveDates(written, '2026-11-27')).toEqual(expected);
  });

  it('reads `ult` as nothing more than the month it names: ultimo means "of last month", not its end', () => {
    expect(resolveDates('ult Dec', '2026-11-27')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('numbers and words that are not dates', () => {
  it.each([
    '63,450 DWT',
    'MV IONIAN WREN         63,450 DWT  BLT 2019 JAPAN    MI FLAG   4x30T CR / 4x12CBM GRABS',
    '4x30T',
    '4X30.5T CR / 4X12CBM GR',
    '10,000 MT PWWD SHINC',
    '2.5%',
    '2.5% ADD + 1.25% BROKERAGE',
    'WS 145',
    'BLT 2019',
    '2012-13 blt',
    'IMO 9581332',
    'scrap HMS 1/2 80:20',
    '30/33,000 mt wood pellets',
    '34,420 MT DWT on 10.10 M SSW',
    'LOA/Beam 180.00/30.00 M, GT/NT 20,850/11,400',
    'Grain/Bale 45,120/43,980 CBM',
    'Abt 13.5 kn laden / 14.0 kn ballast on abt 24 / 23 MT VLSFO',
    'USD 14.50 PMT FIOS',
    'USD 21.10 pmt', // a price whose figures could be 21 October
    '$14.25 fios',
    '12.5 PCT PROTEIN',
    '2 x 50,000 mt',
    '1-2SB 1SP / 1-2 SB',
    'IMO2/3 epoxy coated',
    '2/3 cranes',
    '5/7', // 5 July is months away from a November e-mail
    'T: +44 20 7946 0132   M: +44 7700 900 418',
    "2nd Floor, 14 Mariner's Row, London EC3",
    'owners may accept', // May alone is the verb
    'forward march',
    'Jan-Ole Petersen', // a name, not January
    'end',
    'mid',
    'second half',
    'in bulk',
    'within the range',
    'fixed last week',
    'TC period 4/6 months',
    '11/12 mos',
    'bss 1/1',
    'discharge 1/2 ports',
    'load 1/2 SB',
    '2/3 grades',
    '4X12CBM 55KT 1SB 24h',
  ])('%s', (line) => {
    expect(findDates(line, '2026-11-27')).toEqual([]);
  });

  it('leaves out a build year in the next column: `10-15 DEC 2012 BLT` is this December', () => {
    expect(findDates('OPEN CJK 10-15 DEC 2012 BLT', '2026-11-27')).toEqual([
      { start: 9, end: 18, text: '10-15 DEC', from: '2026-12-10', to: '2026-12-15', kind: 'date', relative: false },
    ]);
  });

  it('stops a range at the next field: `EARLY JAN - 6,000 SHINC`', () => {
    expect(resolveDates('DJIBOUTI - EARLY JAN - 6,000 SHINC / 3,000 SHEX', '2026-11-30')).toEqual({
      from: '2027-01-01',
      to: '2027-01-10',
    });
  });

  it('refuses days that do not exist', () => {
    expect(findDates('31 Nov', '2026-11-27')).toEqual([]);
    expect(findDates('30/02', '2026-12-28')).toEqual([]);
  });
});

describe('spans, timestamps and resolveDates around words', () => {
  it('gives the span of the date in its line', () => {
    expect(findDates('OPEN CJK 28/30 NOV                                  - opr: Thalassa Bulk', '2026-11-23')).toEqual([
      { start: 9, end: 18, text: '28/30 NOV', from: '2026-11-28', to: '2026-11-30', kind: 'date', relative: false },
    ]);
  });

  it('finds each date of a line with several', () => {
    const found = findDates('QD-85  CAPE ORCHID  IRON ORE  176,900  WAITING  ETB 29/11    04/12', '2026-11-28');
    expect(found.map((d) => [d.text, d.from, d.to])).toEqual([
      ['29/11', '2026-11-29', '2026-11-29'],
      ['04/12', '2026-12-04', '2026-12-04'],
    ]);
  });

  it('marks a chat prefix as a timestamp and resolveDates takes the date after it', () => {
    const line = '[27/11/26, 10:42] Tom Ashdown: MV IONIAN WREN open CJK 1/3 Dec';
    expect(findDates(line, '2026-11-27')).toEqual([
      { start: 1, end: 9, text: '27/11/26', from: '2026-11-27', to: '2026-11-27', kind: 'timestamp', relative: false },
      { start: 55, end: 62, text: '1/3 Dec', from: '2026-12-01', to: '2026-12-03', kind: 'date', relative: false },
    ]);
    expect(resolveDates(line, '2026-11-27')).toEqual({ from: '2026-12-01', to: '2026-12-03' });
  });

  it('reads a laycan followed by a commission as a date, not a sent time', () => {
    // `, 3.75%` after a date is a percentage, and 75 is no minute: only a clock (`, 10:42`) makes a timestamp.
    expect(findDates('Laycan 10-20 Dec, 3.75% ttl', '2026-11-27').map((d) => [d.text, d.kind])).toEqual([['10-20 Dec', 'date']]);
    expect(findDates('Sent: 25 Nov, 9.45 PM', '2026-11-27').map((d) => d.kind)).toEqual(['timestamp']);
  });

  it('marks a bracketed date opening a line as a chat prefix even without its time', () => {
    expect(findDates('[27.11.26] Tom: MV SAXON GLORY open Gdansk 4/6 Dec', '2026-11-27')).toEqual([
      { start: 1, end: 9, text: '27.11.26', from: '2026-11-27', to: '2026-11-27', kind: 'timestamp', relative: false },
      { start: 43, end: 50, text: '4/6 Dec', from: '2026-12-04', to: '2026-12-06', kind: 'date', relative: false },
    ]);
  });

  it.each([
    ['Sent: Monday, November 30, 2026 10:20 AM', 'Monday, November 30, 2026', '2026-11-30'],
    ['Sent: Wednesday, 25 November 2026 6:14 PM', 'Wednesday, 25 November 2026', '2026-11-25'],
    ['> On 25-Nov-2026, at 6:02 PM, Chartering Desk wrote:', '25-Nov-2026', '2026-11-25'],
    ['[10:42, 27/11/2026] Tom: MV KARADENIZ 3 fixed', '27/11/2026', '2026-11-27'],
    ['Date: Fri, 27 Nov 2026 08:40:00 +0000', 'Fri, 27 Nov 2026', '2026-11-27'],
    ['Gesendet: Freitag, 27. November 2026 09:12', '27. November 2026', '2026-11-27'],
  ])('a date next to a time of day is a timestamp: %s', (line, text, day) => {
    expect(findDates(line, '2026-11-30')).toEqual([expect.objectContaining({ text, from: day, to: day, kind: 'timestamp' })]);
    expect(resolveDates(line, '2026-11-30')).toBeNull();
  });

  it('tells a word relative to the reference date from a written date', () => {
    const found = findDates('MV SUN GLORY now open Spore 5/7 Dec', '2026-11-27');
    expect(found.map((d) => [d.text, d.from, d.to, d.relative])).toEqual([
      ['SUN', '2026-11-29', '2026-11-29', true],
      ['now', '2026-11-27', '2026-11-30', true],
      ['5/7 Dec', '2026-12-05', '2026-12-07', false],
    ]);
    expect(findDates('laycan in 3 days / within 7 days / today', '2026-11-27').map((d) => d.relative)).toEqual([true, true, true]);
  });

  it.each([
    ['ETA 30/11 10:00 LT', '30/11', '2026-11-30'],
    ['ETD 18:00 29/11', '29/11', '2026-11-29'],
    ['Date : 5 Dec', '5 Dec', '2026-12-05'],
  ])('an operational date with a time is a date, not a timestamp: %s', (line, text, day) => {
    expect(findDates(line, '2026-11-27')).toEqual([expect.objectContaining({ text, from: day, to: day, kind: 'date' })]);
  });

  it('reads a weekday before a written date as part of it', () => {
    expect(findDates('WESSEX DAILY DRY      FRIDAY 27 NOV', '2026-11-27')).toEqual([
      { start: 22, end: 35, text: 'FRIDAY 27 NOV', from: '2026-11-27', to: '2026-11-27', kind: 'date', relative: false },
    ]);
  });

  it.each([
    ['open 28/30 NOV', '2026-11-23', { from: '2026-11-28', to: '2026-11-30' }],
    ['LAYCAN: 10-20 DEC 2026', '2026-11-24', { from: '2026-12-10', to: '2026-12-20' }],
    ['Laycan: 1H Jan', '2026-12-15', { from: '2027-01-01', to: '2027-01-15' }],
    ['ETA Gibraltar abt 2nd dec', '2026-11-25', { from: '2026-12-02', to: '2026-12-02' }],
    ['dely ppt', '2026-12-04', { from: '2026-12-04', to: '2026-12-07' }],
    ['laycan 12 Dec onwards', '2026-12-04', { from: '2026-12-12', to: null }],
    ['no date in here', '2026-12-04', null],
    ['', '2026-12-04', null],
  ] as const)('resolveDates(%j)', (text, ref, expected) => {
    expect(resolveDates(text, ref)).toEqual(expected);
  });

  it('refuses a reference date that is not YYYY-MM-DD', () => {
    expect(() => resolveDates('ppt', '27/11/2026')).toThrow('reference date must be YYYY-MM-DD');
    expect(() => resolveDates('ppt', '2026-02-30')).toThrow('reference date must be YYYY-MM-DD');
  });
});
