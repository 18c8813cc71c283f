/**
 * Names as the screening compares them (decision 029). A list writes "OOO Морской Путь", a member types
 * "Morskoy Put LLC": both must come to the same tokens before any similarity is measured.
 */

// Simple Russian/Ukrainian romanization (close to BGN/PCGN without diacritics). Applied before diacritics are
// stripped: Й and Ё decompose into other Cyrillic letters plus a mark, which would lose them.
const cyrillic: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'Y',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: '',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'YU',
  Я: 'YA',
  І: 'I',
  Ї: 'YI',
  Є: 'YE',
  Ґ: 'G',
  Ў: 'U',
  Ј: 'J',
  Ђ: 'DJ',
  Ћ: 'C',
  Џ: 'DZ',
  Љ: 'LJ',
  Њ: 'NJ',
};

// Latin letters that carry no combining mark to strip.
const latin: Record<string, string> = { ß: 'SS', Æ: 'AE', Œ: 'OE', Ø: 'O', Đ: 'D', Ł: 'L', Þ: 'TH', Ð: 'D', Ħ: 'H', I: 'I' };

/**
 * Legal forms and their abbreviations, dropped as whole tokens: "Acme Shipping Ltd" and "ACME SHIPPING LIMITED"
 * are one company. Trade words (SHIPPING, MARITIME, TRADING, GROUP, HOLDING) are kept: they tell "Acme Shipping"
 * from "Acme Trading", and the token sort still lines up the rest.
 */
export const legalForms = new Set([
  'LTD',
  'LIMITED',
  'LLC',
  'LLP',
  'LP',
  'INC',
  'INCORPORATED',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'PLC',
  'SA',
  'SAS',
  'SARL',
  'AG',
  'GMBH',
  'KG',
  'BV',
  'NV',
  'AS',
  'ASA',
  'AB',
  'OY',
  'OYJ',
  'SPA',
  'SRL',
  'SL',
  'PTE',
  'PTY',
  'BHD',
  'SDN',
  'JSC',
  'OJSC',
  'PJSC',
  'CJSC',
  'OAO',
  'ZAO',
  'PAO',
  'OOO',
  'AO',
  'TOO',
  'FZE',
  'FZCO',
  'FZC',
  'DMCC',
  'DAC',
  'SE',
  'KK',
  'THE',
  'OF',
]);

/** Upper-case ASCII: Cyrillic romanized, accents dropped ("Müller" -> "MULLER", "Жуков" -> "ZHUKOV"). */
export function transliterate(name: string): string {
  const upper = name.toUpperCase();
  let out = '';
  for (const ch of upper) out += cyrillic[ch] ?? latin[ch] ?? ch;
  return out.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * The tokens of a name: transliterated, "&" read as AND, dots dropped inside initialisms ("S.A." -> "SA"), every
 * other non-letter, non-digit a separator, legal forms removed, sorted so word order does not count
 * ("Petrov Ivan" = "Ivan Petrov").
 */
export function nameTokens(name: string): string[] {
  const text = transliterate(name)
    .replace(/&/g, ' AND ')
    .replace(/(?<=\b[A-Z])\.(?=[A-Z]\b)/g, '')
    .replace(/(?<=\b[A-Z]{1,2})\.(?=\s|$)/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  if (!text) return [];
  const tokens = text.split(' ');
  const kept = tokens.filter((t) => !legalForms.has(t));
  // A name made only of legal-form words ("The Company") keeps them rather than becoming nothing.
  return (kept.length ? kept : tokens).sort();
}

/** The compared form: sorted tokens joined by one space. */
export const normalizeName = (name: string): string => nameTokens(name).join(' ');
