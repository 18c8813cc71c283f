import { formatAmount } from './payments/money';

/** Money is integer minor units plus an ISO 4217 code; shown with the currency sign, its own decimals and locale grouping. */
export const formatMoney = (minor: number, currency = 'USD', locale = 'en-US'): string => formatAmount(minor, currency, locale);

export const shortId = (id: string) => id.slice(0, 8);
