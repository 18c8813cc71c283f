import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEu } from './parsers/eu';
import { parseOfac } from './parsers/ofac';
import { parseUk } from './parsers/uk';

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, 'testdata', name), 'utf8');

describe('list parsers read the sample files', () => {
  it('OFAC SDN: sdn.csv with the aliases of alt.csv, the vessel IMO from its remarks', () => {
    const list = parseOfac(sample('sdn.csv'), sample('alt.csv'), '2026-11-27');
    expect(list.listId).toBe('ofac-sdn');
    expect(list.version).toBe('2026-11-27');
    expect(list.entries).toEqual([
      {
        ref: '9001',
        kind: 'entity',
        name: 'KRAKENMOOR TRADING LIMITED',
        aliases: ['KRAKENMOOR TRADING LTD', 'KRAKEN MOOR TRADERS'],
        imo: null,
        programme: 'TEST; FICTIONAL',
      },
      { ref: '9002', kind: 'person', name: 'GLIMMERVANE, Oskar Ivanovich', aliases: [], imo: null, programme: 'TEST' },
      { ref: '9003', kind: 'vessel', name: 'SEA PHANTASM', aliases: ['MOONLIT PHANTASM'], imo: '9999993', programme: 'TEST' },
      { ref: '9004', kind: 'entity', name: 'NORDICK COASTAL SHIPPING CO.', aliases: [], imo: null, programme: 'TEST' },
    ]);
  });

  it('EU consolidated XML: the first nameAlias is the name, the IMO from an identification', () => {
    const list = parseEu(sample('eu-consolidated.xml'));
    expect(list.listId).toBe('eu-consolidated');
    expect(list.version).toBe('2026-11-20');
    expect(list.entries).toEqual([
      {
        ref: '990001',
        kind: 'entity',
        name: 'Brumblewick Maritime Holdings',
        aliases: ['Брамблвик Маритайм Холдингс'],
        imo: null,
        programme: 'TEST',
      },
      { ref: '990002', kind: 'person', name: 'Zoltan Quibblesworth', aliases: ['Золтан Квибблсворт'], imo: null, programme: 'TEST' },
      { ref: '990003', kind: 'entity', name: 'Ghostwater Tankers Ltd', aliases: [], imo: '9999981', programme: 'RUS' },
    ]);
  });

  it('UK consolidated CSV: rows grouped by Group ID, the date from the first line, a ship IMO from Other Information', () => {
    const list = parseUk(sample('uk-consolidated.csv'));
    expect(list.listId).toBe('uk-consolidated');
    expect(list.version).toBe('2026-11-21');
    expect(list.entries).toEqual([
      { ref: '99001', kind: 'person', name: 'Ignatius Barnaby WAFFLETHORPE', aliases: ['Iggy WAFFLETHORP'], imo: null, programme: 'Test Regime' },
      { ref: '99002', kind: 'entity', name: 'QUILLFEATHER LOGISTICS FZE', aliases: ['КВИЛЛФЕЗЕР ЛОДЖИСТИКС'], imo: null, programme: 'Test Regime' },
      { ref: '99003', kind: 'vessel', name: 'DRIFTING MARIGOLD', aliases: [], imo: '9876543', programme: 'Test Regime' },
    ]);
  });

  it('UK: a primary name that comes after an alias row becomes the name', () => {
    const text = [
      'Last Updated,01/02/2026',
      'Name 6,Name 1,Group Type,Alias Type,Group ID',
      'ROE,Jan,Individual,AKA,7',
      'ROWE,Janet,Individual,Primary name,7',
    ].join('\n');
    expect(parseUk(text).entries).toEqual([{ ref: '7', kind: 'person', name: 'Janet ROWE', aliases: ['Jan ROE'], imo: null, programme: null }]);
  });

  it('refuses files that are not the list they claim', () => {
    expect(() => parseUk('a,b,c\n1,2,3')).toThrow('Not the UK consolidated list');
    expect(() => parseEu('<other/>')).toThrow('Not the EU consolidated list');
  });
});
