import { describe, expect, it } from 'vitest';
import { nameTokens } from '../../../common/sanctions/normalize';
import { generatedList, generatedSubjects } from '../../test/sanctions-list';
import { findIndexedMatches, findMatches } from './matching';
import { EntryIndex } from './prefilter';

describe('the screening prefilter', () => {
  // 20,000 generated entries (about 35,000 names), a third of them near variants of others, and 30 names to screen,
  // most of them near variants of listed names: the prefiltered screening must find exactly what comparing every name finds.
  const entries = generatedList(20_000);
  const subjects = generatedSubjects(entries, 30);
  const index = new EntryIndex(entries);

  it('finds the same matches as the full comparison, on a list with many near variants', () => {
    let total = 0;
    let nearMisses = 0;
    let noWordInCommon = 0;
    for (const subject of subjects) {
      const full = findMatches(subject, entries);
      expect(findIndexedMatches(subject, index), subject.name).toEqual(full);
      total += full.length;
      if (full.some((m) => m.score < 0.95)) nearMisses++;
      const own = nameTokens(subject.name);
      noWordInCommon += full.filter((m) => m.matchedOn === 'name' && !nameTokens(m.matchedName).some((t) => own.includes(t))).length;
    }
    // Not a comparison of two empty lists: many subjects match, several only just, and some share no whole word with
    // the listed name (only the Jaro-Winkler bound keeps those, not the word postings).
    expect(total).toBeGreaterThan(30);
    expect(nearMisses).toBeGreaterThan(3);
    expect(noWordInCommon).toBeGreaterThan(3);
  });

  it('scores only a small share of the names', () => {
    let scored = 0;
    for (const s of subjects) scored += index.candidates(nameTokens(s.name)).length;
    expect(index.names.length).toBeGreaterThan(20_000);
    expect(scored / subjects.length).toBeLessThan(index.names.length / 20);
  });
});
