import { describe, expect, it } from 'vitest';
import { fundingProgress, normaliseReference, transferReference } from './funding';

describe('matching bank transfers to an instalment (#25)', () => {
  it('counts what arrives towards the amount due, shows what is left, and what came beyond it', () => {
    // USD 1,163,750.00 due; USD 600,000.00 then USD 568,750.00 arrive: USD 5,000.00 too much.
    expect(fundingProgress(116_375_000, [])).toEqual({ applied: 0, remaining: 116_375_000, excess: 0 });
    expect(fundingProgress(116_375_000, [60_000_000])).toEqual({ applied: 60_000_000, remaining: 56_375_000, excess: 0 });
    expect(fundingProgress(116_375_000, [60_000_000, 56_875_000])).toEqual({ applied: 116_375_000, remaining: 0, excess: 500_000 });
    expect(fundingProgress(116_375_000, [116_375_000])).toEqual({ applied: 116_375_000, remaining: 0, excess: 0 });
  });
});

describe('transfer references', () => {
  it('are FL-, eight characters of Crockford base 32 in two groups, and a check character', () => {
    // Bytes 0..7 are the characters 0..7; their weighted sum 0·1+1·2+…+7·8 = 168, and 168 mod 31 = 13, which is D.
    expect(transferReference(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('FL-0123-4567-D');
    // Byte values wrap into the 32 letters: 32 is 0 again, 63 is Z (31).
    expect(transferReference(Uint8Array.from([32, 63, 0, 0, 0, 0, 0, 0]))).toMatch(/^FL-0Z00-0000-.$/);
  });

  it('are read back as typed from a statement, in any case, with spaces or without dashes', () => {
    expect(normaliseReference('fl 0123 4567 d')).toBe('FL-0123-4567-D');
    expect(normaliseReference('FL01234567D')).toBe('FL-0123-4567-D');
  });

  it('refuse a mistyped character, two swapped characters, or letters the alphabet leaves out', () => {
    expect(normaliseReference('FL-0123-4568-D')).toBeNull(); // 7 typed as 8
    expect(normaliseReference('FL-0123-4576-D')).toBeNull(); // 6 and 7 swapped
    expect(normaliseReference('FL-O123-4567-D')).toBeNull(); // the letter O is not in the alphabet
    expect(normaliseReference('FL-0123-4567')).toBeNull();
    expect(normaliseReference('')).toBeNull();
  });
});
