import { describe, expect, it } from 'vitest';
import { readFlag, readFlagStrict } from './flags';

describe('readFlag', () => {
  it('reads the abbreviations README 3.3 lists', () => {
    const cases: [string, string][] = [
      ['MI', 'Marshall Islands'],
      ['MIF', 'Marshall Islands'],
      ['MHL', 'Marshall Islands'],
      ['LIB', 'Liberia'],
      ['LBR', 'Liberia'],
      ['PAN', 'Panama'],
      ['PMA', 'Panama'],
      ['MT', 'Malta'],
      ['MLT', 'Malta'],
      ['HK', 'Hong Kong'],
      ['HKG', 'Hong Kong'],
      ['SG', 'Singapore'],
      ['SGP', 'Singapore'],
      ['GR', 'Greece'],
      ['GRC', 'Greece'],
      ['CYP', 'Cyprus'],
      ['BHS', 'Bahamas'],
      ['BAH', 'Bahamas'],
      ['NIS', 'Norway'],
      ['ATG', 'Antigua and Barbuda'],
      ['NL', 'Netherlands'],
      ['ITA', 'Italy'],
      ['ROK', 'South Korea'],
      ['CHN', 'China'],
      ['ST.VINCENT', 'Saint Vincent and the Grenadines'],
      ['Portugal (Madeira)', 'Portugal'],
      ['panma', 'Panama'],
    ];
    for (const [written, name] of cases) expect([written, readFlag(written)]).toEqual([written, name]);
  });

  it('reads every abbreviation the scorer accepts to the same country', () => {
    // A sample across the scorer's FLAG_ALIASES table (corpus/score.mjs).
    const cases: [string, string][] = [
      ['rmi', 'Marshall Islands'],
      ['Majuro', 'Marshall Islands'],
      ['Liberian', 'Liberia'],
      ['Monrovia', 'Liberia'],
      ['Maltese', 'Malta'],
      ['Valletta', 'Malta'],
      ['hongkong', 'Hong Kong'],
      ['Greek', 'Greece'],
      ['Nassau', 'Bahamas'],
      ['Norwegian', 'Norway'],
      ['PRC', 'China'],
      ['JPN', 'Japan'],
      ['Korea', 'South Korea'],
      ['Viet Nam', 'Vietnam'],
      ['Indo', 'Indonesia'],
      ['Türkiye', 'Turkey'],
      ['Madeira', 'Portugal'],
      ['MAR', 'Portugal'],
      ['Antigua & Barbuda', 'Antigua and Barbuda'],
      ['Holland', 'Netherlands'],
      ['DIS', 'Denmark'],
      ['SVG', 'Saint Vincent and the Grenadines'],
      ['St Vincent & Grenadines', 'Saint Vincent and the Grenadines'],
      ['IOM', 'Isle of Man'],
      ['Red Ensign', 'United Kingdom'],
      ['KSA', 'Saudi Arabia'],
      ['UAE', 'United Arab Emirates'],
      ['GIB', 'Gibraltar'],
      ['Luxembourg', 'Luxembourg'],
      ['CMR', 'Cameroon'],
      ['TGO', 'Togo'],
      ['Comoros', 'Comoros'],
      ['PLW', 'Palau'],
      ['SLE', 'Sierra Leone'],
      ['BLZ', 'Belize'],
    ];
    for (const [written, name] of cases) expect([written, readFlag(written)]).toEqual([written, name]);
  });

  it('reads full names with their labels and any other country by its English name', () => {
    expect(readFlag('Marshall Islands')).toBe('Marshall Islands');
    expect(readFlag('MI flag')).toBe('Marshall Islands');
    expect(readFlag('Flag: Liberia')).toBe('Liberia');
    expect(readFlag('Marshall Is.')).toBe('Marshall Islands');
    expect(readFlag('flag panma')).toBe('Panama');
    expect(readFlag('Greek flag')).toBe('Greece');
    expect(readFlag('Tuvalu')).toBe('Tuvalu');
    expect(readFlag('Sierra Leone')).toBe('Sierra Leone');
  });

  it('answers null for what is no flag', () => {
    expect(readFlag('')).toBeNull();
    expect(readFlag('ECO')).toBeNull();
    expect(readFlag('4x30t cr')).toBeNull();
  });
});

describe('readFlagStrict', () => {
  it('reads names, adjectives and unambiguous codes anywhere', () => {
    expect(readFlagStrict('Liberia')).toBe('Liberia');
    expect(readFlagStrict('Liberian')).toBe('Liberia');
    expect(readFlagStrict('MHL')).toBe('Marshall Islands');
    expect(readFlagStrict('NIS')).toBe('Norway');
    expect(readFlagStrict('Panama')).toBe('Panama');
  });

  it('leaves alone tokens that mean something else outside a flag column', () => {
    expect(readFlagStrict('MT')).toBeNull();
    expect(readFlagStrict('PAN')).toBeNull();
    expect(readFlagStrict('MAR')).toBeNull();
    expect(readFlagStrict('Spore')).toBeNull();
    expect(readFlagStrict('GR')).toBeNull();
    expect(readFlagStrict('DIS')).toBeNull();
    expect(readFlagStrict('HK')).toBeNull();
  });
});
