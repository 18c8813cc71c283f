import { formatMoney } from '../../../../common/money';

export const usd = (cents: number) => formatMoney(cents, 'USD');
/** Dollars as typed ("1,500.50") to cents; NaN when not a number. */
export const toCents = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
export const toDollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
/** "2026-03-05 10:00 UTC": off-hire is shown in UTC, the ship often at sea (decision 032). */
export const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const agreedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
