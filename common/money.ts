/** Money is integer minor units plus an ISO 4217 code; shown with the currency sign and locale grouping. */
export function formatMoney(minor: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}

export const shortId = (id: string) => id.slice(0, 8);
