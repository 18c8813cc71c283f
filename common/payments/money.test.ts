import { describe, expect, it } from 'vitest';
import { currencyExponent, formatAmount, minorFromText, shareOf, textFromMinor, toMajor, toMinor } from './money';

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

  it('converts between major and minor units in the currency’s own exponent', () => {
    expect([toMinor(21_000.5, 'USD'), toMinor(1_500, 'JPY'), toMinor(1.234, 'KWD'), toMinor(1_163_750.01, 'USD')]).toEqual([
      2_100_050, 1_500, 1_234, 116_375_001,
    ]);
    expect([toMajor(2_100_050, 'USD'), toMajor(1_500, 'JPY'), toMajor(1_234, 'KWD')]).toEqual([21_000.5, 1_500, 1.234]);
  });

  it('reads an amount as typed, with thousands separators, and refuses more decimals than the currency has', () => {
    expect(minorFromText('1,163,750.00', 'USD')).toBe(116_375_000);
    expect(minorFromText(' 600 000.5 ', 'USD')).toBe(60_000_050);
    expect(minorFromText('1,500', 'JPY')).toBe(1_500);
    expect(minorFromText('12.345', 'KWD')).toBe(12_345);
    for (const [text, currency] of [
      ['12.345', 'USD'],
      ['1.5', 'JPY'],
      ['', 'USD'],
      ['12a', 'USD'],
      ['-5', 'USD'],
    ])
      expect(minorFromText(text, currency)).toBeNaN();
    expect([textFromMinor(116_375_000, 'USD'), textFromMinor(1_500, 'JPY'), textFromMinor(12_345, 'KWD')]).toEqual([
      '1,163,750.00',
      '1,500',
      '12.345',
    ]);
  });
});
