import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical';

describe('the canonical form of a contract version', () => {
  it('sorts keys at every depth, keeps array order, drops undefined and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 'é' }], c: undefined }, é: true })).toBe('{"a":{"d":[3,{"y":"é","z":1}]},"b":1,"é":true}');
  });

  it('gives the same bytes, and the same SHA-256, for the same content in any key order', () => {
    const one = {
      version: 2,
      clauses: [{ title: 'Freight', body: 'USD 24.50 per mt' }],
      parties: { owner: 'Aegean Bulk', charterer: 'Rhine Grain' },
    };
    const two = {
      parties: { charterer: 'Rhine Grain', owner: 'Aegean Bulk' },
      clauses: [{ body: 'USD 24.50 per mt', title: 'Freight' }],
      version: 2,
    };
    const hash = (v: unknown) => createHash('sha256').update(canonicalJson(v), 'utf8').digest('hex');
    expect(hash(one)).toBe(hash(two));
    // Worked out by hand from the rule above, not by the function: the expected bytes of `one`.
    expect(canonicalJson(one)).toBe(
      '{"clauses":[{"body":"USD 24.50 per mt","title":"Freight"}],"parties":{"charterer":"Rhine Grain","owner":"Aegean Bulk"},"version":2}',
    );
    expect(hash({ ...one, version: 3 })).not.toBe(hash(one));
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ rate: Number.NaN })).toThrow('NaN');
  });
});
