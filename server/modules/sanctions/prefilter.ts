import { nameTokens } from '../../../common/sanctions/normalize';
import { MATCH_THRESHOLD } from '../../../common/sanctions/similarity';
import type { ListedEntry } from './listed-entry';

/**
 * A list's names normalized once, and a prefilter that skips, without losing any, the names that cannot reach the
 * threshold (decision 029). Only the names it keeps are scored by the full method (tokenScore), so a screening with
 * the index finds exactly what a comparison with every name finds; screening.prefilter.test.ts checks that on a
 * generated list.
 *
 * Why nothing is lost. A score reaches 0.92 in one of two ways:
 * - The subset rule: every token of the side with fewer (two or more; the subject on a tie) is in the other. If that
 *   side is the subject, the name holds the subject's rarest token: every name under it is kept. If it is the name,
 *   the name's own rarest token is one of the subject's: every name filed under its rarest token as one of the
 *   subject's tokens is kept.
 * - Jaro-Winkler of the sorted strings a (length la) and b (lb) at 0.9195 or more (0.92 once rounded). Jaro is
 *   (m/la + m/lb + (m - t)/m) / 3 with m the characters matched and t >= 0 the transpositions; m cannot exceed the
 *   characters the two strings have in common counted with repeats (each match pairs equal characters, each
 *   character at most once), whatever the matching window. So Jaro <= J+ = (c/la + c/lb + 1) / 3, c that common
 *   count, and Winkler's score, Jaro + p/10 (1 - Jaro) with p the common prefix up to four, which grows with Jaro,
 *   is at most J+ + p/10 (1 - J+). A name whose bound stays under CUTOFF (a little under 0.9195, for the rounding)
 *   cannot match and is skipped. As c <= min(la, lb), lengths further apart than about 0.6 to 1 go at once.
 */

/** Just under 0.9195 (what rounds to MATCH_THRESHOLD): a bound this close is scored in full rather than trusted. */
const CUTOFF = MATCH_THRESHOLD - 0.001;
// A normalized name holds A-Z, 0-9 and single spaces: one count per character.
const SLOTS = 37;
const slotOf = (code: number) => (code === 32 ? 36 : code <= 57 ? 26 + code - 48 : code - 65);

function countInto(counts: Int32Array, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) counts[at + slotOf(text.charCodeAt(i))]!++;
}

export type IndexedName<E extends ListedEntry> = { entry: E; position: number; name: string; tokens: string[] };

const popcount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Winkler's score with Jaro at its bound: `common` characters matched, none transposed, `prefix` letters alike. */
const bound = (common: number, la: number, lb: number, prefix: number) => {
  const jaro = (common / la + common / lb + 1) / 3;
  return jaro + prefix * 0.1 * (1 - jaro);
};

export class EntryIndex<E extends ListedEntry> {
  /** Every name with tokens, in the list's order (designated name, then aliases). */
  readonly names: IndexedName<E>[] = [];
  readonly byImo = new Map<string, number[]>();
  // Each name under every one of its tokens, and under its rarest token alone.
  private readonly byToken = new Map<string, number[]>();
  private readonly byRarest = new Map<string, number[]>();
  // The names again, ordered by length (rows), with what the bound reads laid out by row.
  private readonly order: Int32Array;
  private readonly firstRow: number[] = [];
  private readonly texts: string[] = [];
  private readonly counts: Int32Array;
  private readonly present: Uint32Array;

  constructor(readonly entries: readonly E[]) {
    entries.forEach((entry, position) => {
      if (entry.imo) this.byImo.set(entry.imo, [...(this.byImo.get(entry.imo) ?? []), position]);
      for (const name of [entry.name, ...entry.aliases]) {
        const tokens = nameTokens(name);
        if (tokens.length) this.names.push({ entry, position, name, tokens });
      }
    });
    this.names.forEach((n, i) => {
      for (const token of new Set(n.tokens)) push(this.byToken, token, i);
    });
    this.names.forEach((n, i) => {
      const rarest = n.tokens.reduce((a, b) => (this.byToken.get(b)!.length < this.byToken.get(a)!.length ? b : a));
      push(this.byRarest, rarest, i);
    });
    const joined = this.names.map((n) => n.tokens.join(' '));
    this.order = Int32Array.from(joined.keys()).sort((x, y) => joined[x]!.length - joined[y]!.length);
    this.counts = new Int32Array(this.names.length * SLOTS);
    this.present = new Uint32Array(this.names.length * 2);
    this.order.forEach((i, row) => {
      const text = joined[i]!;
      this.texts.push(text);
      while (this.firstRow.length <= text.length) this.firstRow.push(row);
      countInto(this.counts, row * SLOTS, text);
      [this.present[row * 2], this.present[row * 2 + 1]] = presence(this.counts, row * SLOTS);
    });
    this.firstRow.push(this.names.length);
  }

  /** The names (by their place in `names`) that may score MATCH_THRESHOLD or more against the subject's tokens. */
  candidates(tokens: readonly string[]): number[] {
    if (!tokens.length) return [];
    const kept = new Uint8Array(this.names.length);
    // Subset rule, the subject the shorter side: every name holding its rarest token. The name the shorter side:
    // its own rarest token is one of the subject's.
    const postings = tokens.map((t) => this.byToken.get(t) ?? []);
    const rarest = postings.reduce((a, b) => (b.length < a.length ? b : a));
    for (const i of rarest) kept[i] = 1;
    for (const token of tokens) for (const i of this.byRarest.get(token) ?? []) kept[i] = 1;
    // Jaro-Winkler bound, over the lengths that can reach it at all.
    const a = tokens.join(' ');
    const la = a.length;
    const own = new Int32Array(SLOTS);
    countInto(own, 0, a);
    const [lo, hi] = presence(own, 0);
    const longest = this.firstRow.length - 2;
    for (let lb = 1; lb <= longest; lb++) {
      if (bound(Math.min(la, lb), la, lb, 4) < CUTOFF) continue;
      for (let row = this.firstRow[lb]!; row < this.firstRow[lb + 1]!; row++) {
        const i = this.order[row]!;
        if (kept[i]) continue;
        // Each character of one side missing from the other leaves at least one unmatched: a quick first bound.
        const missA = popcount(lo! & ~this.present[row * 2]!) + popcount(hi! & ~this.present[row * 2 + 1]!);
        const missB = popcount(this.present[row * 2]! & ~lo!) + popcount(this.present[row * 2 + 1]! & ~hi!);
        if (bound(Math.min(la - missA, lb - missB), la, lb, 4) < CUTOFF) continue;
        let common = 0;
        const at = row * SLOTS;
        for (let s = 0; s < SLOTS; s++) common += Math.min(own[s]!, this.counts[at + s]!);
        const b = this.texts[row]!;
        let prefix = 0;
        while (prefix < 4 && prefix < la && prefix < lb && a[prefix] === b[prefix]) prefix++;
        if (common && bound(common, la, lb, prefix) >= CUTOFF) kept[i] = 1;
      }
    }
    const out: number[] = [];
    for (let i = 0; i < kept.length; i++) if (kept[i]) out.push(i);
    return out;
  }
}

function push(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/** Which characters a count holds, as two bit sets (letters; digits and the space). */
function presence(counts: Int32Array, at: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let s = 0; s < 26; s++) if (counts[at + s]) lo |= 1 << s;
  for (let s = 26; s < SLOTS; s++) if (counts[at + s]) hi |= 1 << (s - 26);
  return [lo >>> 0, hi >>> 0];
}

// One index per list read: the entries a screening reads once (a deal's three subjects, a re-screening of everything)
// are normalized once, and dropped with the array.
const built = new WeakMap<readonly ListedEntry[], EntryIndex<ListedEntry>>();

/** The index of these entries, built at the first screening against them. */
export function indexOf<E extends ListedEntry>(entries: readonly E[]): EntryIndex<E> {
  let index = built.get(entries);
  if (!index) built.set(entries, (index = new EntryIndex<ListedEntry>(entries)));
  return index as EntryIndex<E>;
}
