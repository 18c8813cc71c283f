/**
 * Money is integer minor units in the currency's own exponent: USD and EUR have 2 decimals, JPY none, KWD 3. The
 * exponent comes from Intl (ISO 4217 data shipped with the runtime), not from a table of our own.
 */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatAmount(minor: number, currency: string, locale = 'en-US'): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(
    minor / 10 ** exponent,
  );
}

/**
 * The one pair of conversions between an amount as a person writes it (major units: 21,000.50 dollars) and as Fairlead
 * keeps it (integer minor units: 2,100,050 cents), in the currency's own exponent (JPY none, KWD three).
 */
export const toMinor = (major: number, currency: string): number => Math.round(major * 10 ** currencyExponent(currency));
export const toMajor = (minor: number, currency: string): number => minor / 10 ** currencyExponent(currency);

/**
 * An amount typed in a form ("1,163,750.00", spaces or commas as thousands separators) in minor units; NaN when it is
 * not an amount of that currency (letters, more decimals than the currency has), which the shared schemas then name.
 */
export function minorFromText(text: string, currency: string): number {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  const exponent = currencyExponent(currency);
  const shape = exponent ? new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$`) : /^\d+$/;
  return shape.test(cleaned) ? toMinor(Number(cleaned), currency) : Number.NaN;
}

/** Minor units written back for a form field, with grouping and the currency's decimals ("1,163,750.00"). */
export const textFromMinor = (minor: number, currency: string): string => {
  const exponent = currencyExponent(currency);
  return toMajor(minor, currency).toLocaleString('en-US', { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
};

/** A share of an amount in minor units, rounded down so the parts never add up to more than the whole. */
export const shareOf = (minor: number, percent: number) => Math.floor((minor * percent) / 100);
