/**
 * A figure as people type it, "58,000" or "1 250 000.50", read the way the money fields read amounts: commas and
 * spaces group thousands and are dropped; the full stop is the decimal point. What is left is handed on as text,
 * so each schema still says in its own words when it is not a number.
 */
export const withoutGrouping = (text: string) => text.replace(/[,\s]/g, '');

/** A typed figure as a number: NaN when it is empty or not a plain decimal once the grouping is dropped. */
export function numberFromText(text: string): number {
  const plain = withoutGrouping(text);
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
