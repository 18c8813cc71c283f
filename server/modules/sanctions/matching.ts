import type { EntryKind, SubjectType } from '../../../common/sanctions/cases';
import { nameTokens } from '../../../common/sanctions/normalize';
import { MATCH_THRESHOLD, nameScore, tokenScore } from '../../../common/sanctions/similarity';
import type { ListedEntry } from './listed-entry';
import type { EntryIndex } from './prefilter';

export type { ListedEntry };

/** Something screened: a company's name, its signatory's name, or a ship's name and IMO number. */
export type Subject = { type: SubjectType; id: string; name: string; imo?: string | null };

export type Match<E extends ListedEntry = ListedEntry> = { entry: E; matchedOn: 'imo' | 'name'; matchedName: string; score: number };

// A company is compared with listed entities, a signatory with listed people, a ship's name with listed ships (and
// 'other', which the lists use when they do not say). A ship's IMO number is compared with every entry that has one.
const comparable: Record<SubjectType, readonly EntryKind[]> = {
  company: ['entity', 'other'],
  signatory: ['person', 'other'],
  vessel: ['vessel', 'other'],
};

/**
 * The entries a subject possibly matches: its IMO number exactly (score 1), or one of the entry's names (the
 * designated name or an alias) at or above MATCH_THRESHOLD. One match per entry, the best of its names. This compares
 * the subject with every name of every entry: the full method, which findIndexedMatches must equal.
 */
export function findMatches<E extends ListedEntry>(subject: Subject, entries: readonly E[]): Match<E>[] {
  const found: Match<E>[] = [];
  for (const entry of entries) {
    if (subject.imo && entry.imo === subject.imo) {
      found.push({ entry, matchedOn: 'imo', matchedName: `IMO ${entry.imo}`, score: 1 });
      continue;
    }
    if (!comparable[subject.type].includes(entry.kind)) continue;
    let best: { name: string; score: number } | null = null;
    for (const name of [entry.name, ...entry.aliases]) {
      const score = nameScore(subject.name, name);
      if (score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { name, score };
    }
    if (best) found.push({ entry, matchedOn: 'name', matchedName: best.name, score: best.score });
  }
  return found;
}

/**
 * findMatches through the list's index: the IMO number looked up, and only the names the prefilter keeps scored
 * (prefilter.ts says why it loses none). Same matches, in the list's order.
 */
export function findIndexedMatches<E extends ListedEntry>(subject: Subject, index: EntryIndex<E>): Match<E>[] {
  const byPosition = new Map<number, Match<E>>();
  for (const position of subject.imo ? (index.byImo.get(subject.imo) ?? []) : []) {
    const entry = index.entries[position]!;
    byPosition.set(position, { entry, matchedOn: 'imo', matchedName: `IMO ${entry.imo}`, score: 1 });
  }
  const tokens = nameTokens(subject.name);
  // Names in the entry's order (designated name, then aliases), so that a tie keeps the first, as findMatches does.
  for (const i of index.candidates(tokens).sort((x, y) => x - y)) {
    const { entry, position, name, tokens: theirs } = index.names[i]!;
    if (!comparable[subject.type].includes(entry.kind)) continue;
    const known = byPosition.get(position);
    if (known?.matchedOn === 'imo') continue;
    const score = tokenScore(tokens, theirs);
    if (score >= MATCH_THRESHOLD && (!known || score > known.score)) byPosition.set(position, { entry, matchedOn: 'name', matchedName: name, score });
  }
  return [...byPosition.entries()].sort(([x], [y]) => x - y).map(([, m]) => m);
}
