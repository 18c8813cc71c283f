import { describe, expect, it } from 'vitest';
import { currencyExponent, formatAmount, shareOf } from './money';

describe('money in minor units', () => {
  it('uses each currency’s own exponent (ISO 4217)', () => {
    expect([currencyExponent('USD'), currencyExponent('JPY'), currencyExponent('KWD'), currencyExponent('EUR')]).toEqual([2, 0, 3, 2]);
  });

  it('formats minor units with the currency’s decimals', () => {
    expect(formatAmount(12_345_678, 'USD')).toBe('$123,456.78');
    expect(formatAmount(12_345_678, 'JPY')).toBe('¥12,345,678');
    expect(formatAmount(12_345_678, 'KWD')).toBe('KWD\u00a012,345.678');
    expect(formatAmount(5, 'USD')).toBe('$0.05');
  });

  it('takes shares that never add up to more than the whole', () => {
    expect(shareOf(1_000_001, 95)).toBe(950_000);
    expect(shareOf(1_000_001, 95) + (1_000_001 - shareOf(1_000_001, 95))).toBe(1_000_001);
  });
});
