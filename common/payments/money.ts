/**
 * Money is integer minor units in the currency's own exponent: USD and EUR have 2 decimals, JPY none, KWD 3. The
 * exponent comes from Intl (ISO 4217 data shipped with the runtime), not from a table of our own.
 */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatAmount(minor: number, currency: string, locale = 'en-US'): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent }).format(minor / 10 ** exponent);
}

/** A share of an amount in minor units, rounded down so the parts never add up to more than the whole. */
export const shareOf = (minor: number, percent: number) => Math.floor((minor * percent) / 100);
