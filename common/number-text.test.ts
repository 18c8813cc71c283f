import { describe, expect, it } from 'vitest';
import { numberFromText, withoutGrouping } from './number-text';

// #25: number fields accept thousands separators as the money fields do.
describe('typed figures with thousands separators', () => {
  it.each([
    ['58,000', 58_000],
    ['58000', 58_000],
    ['1,250,000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1\u202f250\u202f000', 1_250_000], // narrow no-break spaces, as some locales group
    ['189.99', 189.99],
    ['3.75', 3.75],
    [' 12,500 ', 12_500],
  ])('reads %j as %d', (text, expected) => expect(numberFromText(text)).toBe(expected));

  it.each(['', 'abc', '12.5.1', '1e5', '58,000 t', '$100'])('reads %j as not a number', (text) => expect(numberFromText(text)).toBeNaN());

  it('keeps the text otherwise as typed, for a schema to judge', () => expect(withoutGrouping('58,000 t')).toBe('58000t'));
});
