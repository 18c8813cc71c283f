// Ship identifiers and their checks (see docs: IMO check digit, MMSI structure).

/** IMO ship number: 7 digits; d7 = (7*d1 + 6*d2 + 5*d3 + 4*d4 + 3*d5 + 2*d6) mod 10. */
export function isValidImo(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = d.slice(0, 6).reduce((acc, digit, i) => acc + digit * (7 - i), 0);
  return sum % 10 === d[6];
}

/** "IMO 9319466", " 9319466 " and "imo9319466" all normalise to "9319466". */
export const normalizeImo = (value: string) => value.replace(/^\s*imo\s*/i, '').trim();

/** A ship's MMSI: 9 digits, the first three the flag's Maritime Identification Digits (first digit 2-7). */
export const isValidShipMmsi = (value: string) => /^[2-7]\d{8}$/.test(value);

/** ISO 3166-1 alpha-2 codes, for the flag a ship flies. */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const countrySet = new Set(countryCodes);
export const isCountryCode = (value: string) => countrySet.has(value);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};
