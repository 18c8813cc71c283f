import { searchText } from '../../../../../common/ports/search-text';
import { countryNames } from '../../../../../common/vessels/country-names';

// Flag states as brokers write them (README 3.3): ISO codes of two and three letters, register names (NIS,
// DIS, MIF), adjectives, ports of registry and common misspellings, each under the canonical English name the
// truth uses. The scorer's FLAG_ALIASES (corpus/score.mjs) are all here. Any other country's full name is read
// from the ICU names in common/vessels/country-names.ts.

const flagSpellings: Readonly<Record<string, readonly string[]>> = {
  'Marshall Islands': ['MI', 'MHL', 'MIF', 'Marshall Is', 'Marshall', 'RMI', 'Majuro', 'Marshall Island', 'Marshal Is'],
  Liberia: ['LIB', 'LBR', 'Liberian', 'Monrovia', 'Libera'],
  Panama: ['PAN', 'PMA', 'PA', 'Panamanian', 'panma', 'pnama', 'panam'],
  Malta: ['MT', 'MLT', 'Maltese', 'Valletta', 'Valetta'],
  'Hong Kong': ['HK', 'HKG', 'Hongkong', 'HK China', 'Hong Kong China'],
  Singapore: ['SG', 'SGP', 'Sing', 'Spore', "S'pore", 'Singaporean'],
  Greece: ['GR', 'GRC', 'GRE', 'Greek', 'Piraeus'],
  Cyprus: ['CY', 'CYP', 'Cypriot', 'Limassol'],
  Bahamas: ['BS', 'BHS', 'BAH', 'The Bahamas', 'Nassau'],
  Norway: ['NO', 'NOR', 'NIS', 'Norwegian', 'NIS Norway'],
  China: ['CN', 'CHN', 'PRC', 'Chinese'],
  Japan: ['JP', 'JPN', 'Japanese'],
  'South Korea': ['KR', 'KOR', 'Korea', 'Korean', 'ROK', 'Republic of Korea', 'S Korea'],
  Vietnam: ['VN', 'VNM', 'Viet Nam', 'Vietnamese'],
  Indonesia: ['ID', 'IDN', 'Indonesian', 'Indo'],
  India: ['IN', 'IND', 'Indian'],
  Turkey: ['TR', 'TUR', 'Turkish', 'Turkiye'],
  Portugal: ['PT', 'PRT', 'Portuguese', 'Madeira', 'Portugal Madeira', 'MAR'],
  'Antigua and Barbuda': ['AG', 'ATG', 'Antigua', 'Antigua Barbuda'],
  Netherlands: ['NL', 'NLD', 'Dutch', 'Holland', 'The Netherlands'],
  Germany: ['DE', 'DEU', 'German', 'GER'],
  Denmark: ['DK', 'DNK', 'Danish', 'DIS'],
  Belgium: ['BE', 'BEL', 'Belgian'],
  'Saint Vincent and the Grenadines': [
    'VC',
    'VCT',
    'SVG',
    'St Vincent',
    'Saint Vincent',
    'St Vincent and the Grenadines',
    'St Vincent Grenadines',
    'St Vincent the Grenadines',
  ],
  Togo: ['TG', 'TGO'],
  Comoros: ['KM', 'COM'],
  Palau: ['PW', 'PLW'],
  'Isle of Man': ['IM', 'IOM', 'Manx'],
  'United Kingdom': ['UK', 'GB', 'GBR', 'British', 'Red Ensign'],
  Italy: ['IT', 'ITA', 'Italian'],
  Barbados: ['BB', 'BRB'],
  'Cook Islands': ['CK', 'COK'],
  'Sierra Leone': ['SL', 'SLE'],
  Belize: ['BZ', 'BLZ'],
  Moldova: ['MD', 'MDA'],
  Tanzania: ['TZ', 'TZA'],
  Philippines: ['PH', 'PHL', 'Philippine'],
  Malaysia: ['MY', 'MYS', 'Malaysian'],
  Thailand: ['TH', 'THA', 'Thai'],
  'Saudi Arabia': ['SA', 'SAU', 'KSA', 'Saudi'],
  'United Arab Emirates': ['AE', 'ARE', 'UAE'],
  Russia: ['RU', 'RUS', 'Russian', 'Russian Federation'],
  Bermuda: ['BM', 'BMU'],
  Gibraltar: ['GI', 'GIB'],
  Luxembourg: ['LU', 'LUX'],
  Cameroon: ['CM', 'CMR'],
  France: ['FR', 'FRA', 'French', 'FIS'],
  Spain: ['ES', 'ESP', 'Spanish'],
  Sweden: ['SE', 'SWE', 'Swedish'],
  Finland: ['FI', 'FIN', 'Finnish'],
  'United States': ['US', 'USA', 'American'],
  Egypt: ['EG', 'EGY', 'Egyptian'],
  Iran: ['IR', 'IRN', 'Iranian'],
  Taiwan: ['TW', 'TWN', 'Taiwanese'],
  Bangladesh: ['BD', 'BGD'],
  Vanuatu: ['VU', 'VUT'],
  'Saint Kitts and Nevis': ['KN', 'KNA', 'St Kitts', 'St Kitts and Nevis', 'St Kitts Nevis'],
  Tuvalu: ['TV', 'TUV'],
  Mongolia: ['MN', 'MNG'],
  Ukraine: ['UA', 'UKR', 'Ukrainian'],
};

// In a flag column these mean a flag; anywhere else they are something else: metric tonnes (MT), a port or
// area (Spore, Gib, AG), a month (MAR), a discharge abbreviation (DIS), a word (NOR, CAN). Two-letter codes
// are never read without a flag position either.
const onlyInFlagPosition = new Set(
  ['MAR', 'COM', 'PAN', 'DIS', 'IND', 'NOR', 'ARE', 'GER', 'FIS', 'Sing', 'Spore', "S'pore", 'Indo', 'Madeira']
    .concat(['Piraeus', 'Limassol', 'Gib', 'Marshall', 'Korea', 'Antigua', 'Saudi', 'American', 'Thai'])
    .map(searchText),
);

type Entry = { canonical: string; strict: boolean };
const byName = new Map<string, Entry>();
for (const name of Object.values(countryNames)) {
  const canonical = name.replace(/&/g, 'and').replace(/^St\. /, 'Saint ');
  byName.set(searchText(name), { canonical, strict: true });
  byName.set(searchText(canonical), { canonical, strict: true });
}
for (const [canonical, spellings] of Object.entries(flagSpellings)) {
  byName.set(searchText(canonical), { canonical, strict: true });
  for (const s of spellings) {
    const key = searchText(s);
    byName.set(key, { canonical, strict: key.length > 2 && !onlyInFlagPosition.has(key) });
  }
}

const LABEL = /^(?:flag|flg|reg|registry|register)\b\s*|\s*\bflag(?:ged)?$/;

function lookup(text: string, strict: boolean): string | null {
  const key = searchText(text).replace(LABEL, '').trim();
  const found = byName.get(key) ?? byName.get(searchText(text.replace(/\(.*$/, '')).replace(LABEL, ''));
  return found && (found.strict || !strict) ? found.canonical : null;
}

/**
 * The flag state written in a flag position (a FLAG column, `Flag:`, `... flag`): `MI`, `LIB`, `PAN`, `MT`,
 * `NIS`, `ROK`, `St.Vincent`, `Portugal (Madeira)`, `panma` → the canonical English name; null when unknown.
 */
export const readFlag = (text: string): string | null => lookup(text, false);

/**
 * The flag a token names outright, wherever it stands: full names, adjectives and three-letter codes that mean
 * nothing else (`Liberian`, `MHL`, `NIS`); not two-letter codes nor `MT`, `PAN`, `MAR`, `Spore`, `Gib`. A
 * country's name is still a country: the caller rules out the build country (`BLT 2019 JAPAN`).
 */
export const readFlagStrict = (token: string): string | null => lookup(token, true);
