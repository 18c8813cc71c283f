import { formatMoney } from '../money';
import { DAY_MINUTES } from './time';

/**
 * The hire statement's money rules, in one place: every line is worked in exact integer arithmetic and rounded to
 * the cent once, half a cent up (amounts here are never negative); totals add the rounded lines, so the sheet adds
 * up as printed. Percentages are taken in basis points of lines already in cents.
 */

/** An amount per day for a number of minutes. */
export const proRataDays = (perDay: number, minutes: number): number => Math.round((perDay * minutes) / DAY_MINUTES);

/** A lump sum per 30 days for a number of minutes. */
export const proRata30Days = (per30Days: number, minutes: number): number => Math.round((per30Days * minutes) / (30 * DAY_MINUTES));

/** A percentage (two decimals at most) of an amount in cents. */
export const percentOf = (amount: number, percent: number): number => Math.round((amount * Math.round(percent * 100)) / 10_000);

/** Tonnes (three decimals: kilograms) at a price per tonne in cents. */
export const bunkerCost = (tonnes: number, pricePerTonne: number): number => Math.round((Math.round(tonnes * 1000) * pricePerTonne) / 1000);

export const usd = (cents: number) => formatMoney(cents, 'USD');
