import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';

// Real lines of the development e-mails, read from the .eml files: the one date each line holds must be
// the item's open date or laycan in the hand-written truth (NNN.json). The reference dates are the days
// of the e-mails' Date headers, copied by hand (README 3.6: the day in the header's own offset).
const dev = path.join(import.meta.dirname, 'corpus', 'dev');

const reference: Record<string, string> = {
  '001': '2026-11-23',
  '002': '2026-11-24',
  '003': '2026-11-24',
  '004': '2026-11-24',
  '005': '2026-11-25',
  '006': '2026-11-25',
  '007': '2026-11-25',
  '008': '2026-11-26',
  '009': '2026-11-26',
  '010': '2026-11-26',
  '011': '2026-11-25',
  '012': '2026-11-27',
  '013': '2026-11-27',
  '014': '2026-11-30',
  '015': '2026-12-01',
  '016': '2026-12-02',
  '019': '2026-11-30',
  '020': '2026-12-15',
  '021': '2026-12-16',
  '022': '2026-12-03',
  '023': '2026-12-04',
  '024': '2026-12-04',
};

/** The e-mail's lines; the one base64 body (022) decoded, as its text is not readable otherwise. */
function lines(file: string): string[] {
  const raw = readFileSync(path.join(dev, `${file}.eml`), 'utf8');
  const base64 = /Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  const text = base64 ? raw + '\n' + Buffer.from(base64[1], 'base64').toString('utf8') : raw;
  return text.split(/\r?\n/);
}

/**
 * The first line of the e-mail holding `needle` (009 carries each listing twice, in its plain and HTML parts); a
 * needle found nowhere is a mistake in the test, not a line with no date.
 */
function lineWith(file: string, needle: string): string {
  const line = lines(file).find((l) => l.includes(needle));
  if (line === undefined) throw new Error(`${file} has no line holding ${JSON.stringify(needle)}`);
  return line;
}

function truth(file: string, item: 'P' | 'C', index: number): { from: string | null; to: string | null } {
  const json = JSON.parse(readFileSync(path.join(dev, `${file}.json`), 'utf8'));
  if (item === 'P') {
    const p = json.positions[index];
    return { from: p.open_from, to: p.open_to };
  }
  const c = json.cargoes[index];
  return { from: c.laycan_from, to: c.laycan_to };
}

// [file, text that finds the line (its first occurrence), positions or cargoes, index in the truth]
const dated: [string, string, 'P' | 'C', number][] = [
  ['001', 'OPEN CJK 28/30 NOV', 'P', 0],
  ['001', 'OPEN SINGAPORE 1/3 DEC', 'P', 1],
  ['001', 'OPEN KANDLA 5-7TH DEC', 'P', 2],
  ['001', 'OPEN PORT KLANG PPT', 'P', 3],
  ['002', 'LAYCAN: 10-20 DEC 2026', 'C', 0],
  ['002', 'LAYCAN: 5/15 DEC', 'C', 1],
  ['002', 'LAYCAN: EARLY DEC', 'C', 2],
  ['003', 'ZHANGJIAGANG 26-28 NOV', 'P', 0],
  ['003', 'LONGKOU 30 NOV-2 DEC', 'P', 1],
  ['003', 'HAIPHONG 3-5 DEC', 'P', 2],
  ['003', 'SAMARINDA END NOV', 'P', 3],
  ['004', 'NORDIC TERN', 'P', 0],
  ['004', 'BALTIC HERON', 'P', 1],
  ['004', 'LYSEFJORD', 'P', 2],
  ['004', 'SKARV SPIRIT', 'P', 3],
  ['004', 'POLAR ARGUS', 'P', 4],
  ['004', 'ISBJORN', 'P', 5],
  ['005', 'OPEN GEMLIK', 'P', 0],
  ['005', 'OPEN TBS', 'P', 1],
  ['005', 'OPEN ALEXANDRIA', 'P', 2],
  ['006', ': 05-12 Dec 2026', 'C', 0],
  ['006', ': 15-25 Dec 2026', 'C', 1],
  ['006', ': 1H Dec', 'C', 2],
  ['007', 'ASTRA LUMEN', 'P', 0],
  ['007', 'KOTA BIRU', 'P', 1],
  ['007', 'MARE SERENO', 'P', 2],
  ['007', 'HALCYON RAY', 'P', 3],
  ['007', 'PERSEA', 'P', 4],
  ['007', 'CORAL MERIDIAN', 'P', 5],
  ['008', '<td>3-10 Dec</td>', 'C', 0],
  ['008', '<td>mid Dec</td>', 'C', 1],
  ['008', '<td>20-30 Dec</td>', 'C', 2],
  ['008', '<td>Dec/Jan</td>', 'C', 3],
  ['009', 'open Port Kembla 4-6 Dec', 'P', 0],
  ['009', 'open Kashima 1-3 Dec', 'P', 1],
  ['009', 'open EC Aus mid Dec', 'P', 2],
  ['009', 'open Inchon end Nov/early Dec', 'P', 3],
  ['010', 'Laycan 10/19 Dec', 'C', 0],
  ['011', 'opne vizag abt 2nd dec', 'P', 0],
  ['011', 'laycna 8-15 dec', 'C', 0],
  ['012', 'Port Talbot Star', 'P', 0],
  ['012', 'Severn Lark', 'P', 1],
  ['012', 'Saxon Glory', 'P', 2],
  ['012', '(a) 30,000 mt', 'C', 0],
  ['012', '(b) 45,000 mt', 'C', 1],
  ['012', 'Dec/Jan/Feb, cqd/cqd', 'C', 2],
  ['013', 'NOORDERZON', 'P', 0],
  ['013', 'SCHELDE TRADER', 'P', 1],
  ['013', 'FRISIAN DAWN', 'P', 2],
  ['013', 'WADDENZEE', 'P', 3],
  ['013', 'NORTH CAPE LILY', 'P', 4],
  ['013', 'BRABANT', 'P', 5],
  ['013', 'DELTA VOYAGER', 'P', 6],
  ['013', 'OOSTERSCHELDE', 'P', 7],
  ['013', 'ZUIDERZEE', 'P', 8],
  ['013', 'HOLLANDS GLORIE', 'P', 9],
  ['014', '1/ KALINGA POWER', 'C', 0],
  ['014', '2/ SINDH CEMENT', 'C', 1],
  ['014', '3/ ACCT TBN', 'C', 2],
  ['014', '4/ ZAMBEZI GRAIN', 'C', 3],
  ['014', '5/ COASTAL FERRO', 'C', 4],
  ['015', 'Sunrise Energy', 'C', 0],
  ['015', 'Kavir Trading', 'C', 1],
  ['015', 'JET A-1', 'C', 2],
  ['015', 'Petrocoast', 'C', 3],
  ['016', '1. TBN (NB', 'P', 0],
  ['016', '2. TBN (relet', 'P', 1],
  ['016', '3. PEARL OF LANTAU', 'P', 2],
  ['016', '4. TBN 58k', 'P', 3],
  ['016', '5. MANDARIN DUCK', 'P', 4],
  ['019', 'MV ARCTIC SANDPIPER - OPEN HAIPHONG 5-8 DEC 2026', 'P', 0],
  ['020', 'Laycan: 1H Jan', 'C', 0],
  ['020', 'Laycan: Jan 5/15', 'C', 1],
  ['020', 'Laycan: 2H Jan', 'C', 2],
  ['020', 'Laycan: 20-30 Jan', 'C', 3],
  ['021', '15/24 Jan', 'C', 0],
  ['021', 'end Dec/early Jan', 'C', 1],
  ['021', 'CAPE ORCHID', 'P', 0],
  ['021', 'ALPINE STAR', 'P', 1],
  ['021', 'TBN Newcastlemax', 'P', 2],
  ['022', 'open passing Gibraltar 12/14 Dec', 'P', 0],
  ['022', 'open Constanta 8/10 Dec', 'P', 1],
  ['022', 'open Piraeus spot', 'P', 2],
  ['023', 'laycan 12 Dec onwards', 'C', 0],
  ['023', 'laycan ppt', 'C', 1],
  ['023', '15/20 Dec, 2,500', 'C', 2],
  ['023', 'Dec 20/30', 'C', 3],
  ['024', 'Open ARA 10/12 Dec', 'P', 0],
  ['024', 'Open Rotterdam 7/9 Dec', 'P', 1],
  ['024', 'Open Skaw-Passero 15/20 Dec', 'P', 2],
  ['024', 'Open Hamburg ppt', 'P', 3],
];

describe('dates in the development e-mails', () => {
  it.each(dated)('%s: the line with %j holds exactly its truth', (file, needle, item, index) => {
    const dates = findDates(lineWith(file, needle), reference[file]).filter((d) => d.kind === 'date');
    expect(dates.map(({ from, to }) => ({ from, to }))).toEqual([truth(file, item, index)]);
  });

  // Lines full of numbers, none of them a date.
  it.each([
    ['001', 'MV IONIAN WREN         63,450 DWT'],
    ['001', 'T: +44 20 7946 0132'],
    ['001', "2nd Floor, 14 Mariner's Row"],
    ['002', 'L/D: 10,000 MT PWWD SHINC / 8,000 MT PWWD SHEX'],
    ['002', 'COMM: 2.5% ADD + 1.25% BROKERAGE'],
    ['002', 'FRT IDEA: USD 14.50 PMT FIOS'],
    ['003', 'MV HUA XIN 86 / 33,500DWT / BLT 2012'],
    ['003', 'MV OCEAN PEONY / 56,830DWT'],
    ['007', '(all dates dd/mm, all vessels IMO2/3 epoxy coated unless noted)'],
    ['012', 'scrap HMS 1/2 80:20'],
    ['019', '34,420 MT DWT on 10.10 M SSW'],
    ['019', 'LOA/Beam 180.00/30.00 M, GT/NT 20,850/11,400'],
    ['019', 'Grain/Bale 45,120/43,980 CBM'],
    ['019', 'Abt 13.5 kn laden / 14.0 kn ballast'],
    ['020', '1-2 SB Up River (max 34ft sailing draft) / 1 SB Haiphong'],
    ['021', 'Frt idea: USD 21.50 pmt FIO'],
    ['023', '30/33,000 mt wood pellets (SF abt 1.5)'],
    ['024', 'Jan-Ole Petersen'],
  ])('%s: %j has no date', (file, needle) => {
    expect(findDates(lineWith(file, needle), reference[file])).toEqual([]);
  });

  it.each([
    ['010', 'Sent: Wednesday, 25 November 2026 6:14 PM', '2026-11-25'],
    ['011', '> On 25-Nov-2026, at 6:02 PM', '2026-11-25'],
    ['019', 'Sent: Monday, November 30, 2026 10:20 AM', '2026-11-30'],
  ])('%s: the sent time in %j is a timestamp', (file, needle, day) => {
    expect(findDates(lineWith(file, needle), reference[file])).toEqual([expect.objectContaining({ from: day, to: day, kind: 'timestamp' })]);
  });
});
