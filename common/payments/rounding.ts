/**
 * The one rounding rule of every schedule and statement: half-up to the minor unit (cent), on integers only (BigInt
 * for the product, so USD 100 million x 600,000 t stays exact). Amounts here are never negative.
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  return Number((2n * num + den) / (2n * den));
}

/** A rate expressed in basis points (375 = 3.75%) of an amount, half-up to the minor unit. */
export const basisPointsOf = (minor: number, bp: number) => mulDivHalfUp(minor, bp, 10_000);

/**
 * A commission (basis points) on each of several parts, so that the commissions add up to the commission on the
 * whole: the commission on part k is round(commission on parts 1..k) - round(commission on parts 1..k-1). Each part's
 * figure is then within one cent of its own half-up rounding, and no cent is lost or made between instalments.
 */
export function splitByCumulative(grossParts: number[], bp: number): number[] {
  let before = 0;
  let cumGross = 0;
  return grossParts.map((g) => {
    cumGross += g;
    const upTo = basisPointsOf(cumGross, bp);
    const part = upTo - before;
    before = upTo;
    return part;
  });
}
