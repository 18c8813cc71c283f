import type { EntryKind } from '../../common/sanctions/cases';
import type { ListedEntry, Subject } from '../modules/sanctions/matching';

/**
 * A generated sanctions list, for the prefilter's equivalence test and `npm run bench:sanctions`: invented names
 * (syllables, trade words, legal forms, Cyrillic now and then) with many near variants of one another (a slipped,
 * doubled, dropped or swapped letter, words reordered, a legal form or patronymic added), and names to screen made
 * the same way, so that a good share of them nearly match something. Seeded: the same list every run.
 */

const syllables = 'ka ro mi nel tor va lis den mar sho bel gri fa tan ul ze vor quin pa dru sel om har bi ley ost'.split(' ');
const trade = ['SHIPPING', 'MARITIME', 'TRADING', 'GROUP', 'HOLDINGS', 'TANKERS', 'BULK', 'LOGISTICS', 'MARINE', 'NAVIGATION'];
const forms = ['LTD', 'LIMITED', 'LLC', 'S.A.', 'GMBH', 'PTE LTD', 'JSC', 'OOO', 'FZE', 'CO.', 'INC'];
const cyrillic = ['Морской Путь', 'Северный Ветер', 'Волна', 'Иван Петров', 'Жуков Сергей', 'Юрий Щукин'];

/** A small seeded generator (mulberry32): the list is the same on every machine and run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof seeded>;

const word = (r: Random) => {
  const w = Array.from({ length: 2 + r.int(3) }, () => r.pick(syllables)).join('');
  return w[0]!.toUpperCase() + w.slice(1);
};

/** One letter slipped: changed, dropped, doubled, or swapped with the next. */
function slip(r: Random, name: string): string {
  const i = 1 + r.int(Math.max(1, name.length - 2));
  const letter = String.fromCharCode(65 + r.int(26));
  switch (r.int(4)) {
    case 0:
      return name.slice(0, i) + letter + name.slice(i + 1);
    case 1:
      return name.slice(0, i) + name.slice(i + 1);
    case 2:
      return name.slice(0, i) + name[i] + name.slice(i);
    default:
      return name.slice(0, i) + (name[i + 1] ?? '') + name[i] + name.slice(i + 2);
  }
}

/** Every word slipped once: a near variant that shares no whole word with the name. */
export const slipEveryWord = (r: Random, name: string): string =>
  name
    .split(' ')
    .map((w) => (w.length > 2 ? slip(r, w) : w))
    .join(' ');

/** A near variant: a slip, the words reordered, a legal form or a middle name added, or a word dropped. */
export function variant(r: Random, name: string): string {
  const words = name.split(' ');
  switch (r.int(5)) {
    case 0:
      return slip(r, name);
    case 1:
      return [...words].reverse().join(' ');
    case 2:
      return `${name} ${r.pick(forms)}`;
    case 3:
      return words.length > 1 ? [words[0], word(r), ...words.slice(1)].join(' ') : `${name} ${word(r)}`;
    default:
      return words.length > 2 ? words.filter((_, k) => k !== 1).join(' ') : slip(r, slip(r, name));
  }
}

function freshName(r: Random, kind: EntryKind): string {
  if (r.int(40) === 0) return r.pick(cyrillic);
  if (kind === 'person') return `${word(r)} ${word(r)}`;
  if (kind === 'vessel') return r.int(2) ? word(r) : `${word(r)} ${word(r)}`;
  const words = Array.from({ length: 1 + r.int(2) }, () => word(r));
  return `${words.join(' ')} ${r.pick(trade)}${r.int(2) ? ` ${r.pick(forms)}` : ''}`;
}

export type GeneratedEntry = ListedEntry & { programme: string | null };

/** `count` entries; about one in three a near variant of an earlier one, about half with one or two aliases. */
export function generatedList(count: number, seed = 29): GeneratedEntry[] {
  const r = seeded(seed);
  const kinds: EntryKind[] = ['entity', 'entity', 'person', 'person', 'vessel', 'other'];
  const entries: GeneratedEntry[] = [];
  for (let i = 0; i < count; i++) {
    const earlier = entries.length && r.int(3) === 0 ? r.pick(entries) : null;
    const kind = earlier?.kind ?? r.pick(kinds);
    const name = earlier ? variant(r, earlier.name) : freshName(r, kind);
    const aliases = Array.from({ length: r.int(2) ? 0 : 1 + r.int(2) }, () => (r.int(2) ? variant(r, name) : freshName(r, kind)));
    const imo = kind === 'vessel' ? String(9_000_000 + r.int(999_999)) : null;
    entries.push({ listId: 'ofac-sdn', ref: String(100_000 + i), kind, name, aliases, imo, programme: null });
  }
  return entries;
}

/**
 * Names to screen: near variants of listed names of the kind each subject is compared with (half of them with every
 * word slipped, so that only the Jaro-Winkler bound can keep the listed name), and fresh names.
 */
export function generatedSubjects(entries: readonly GeneratedEntry[], count: number, seed = 2029): Subject[] {
  const r = seeded(seed);
  const types = ['company', 'signatory', 'vessel'] as const;
  const kindOf = { company: 'entity', signatory: 'person', vessel: 'vessel' } as const;
  return Array.from({ length: count }, (_, i) => {
    const type = types[i % 3]!;
    const listed = entries.filter((e) => e.kind === kindOf[type]);
    const near = r.int(3) > 0 ? r.pick(listed) : null;
    const listedName = near ? r.pick([near.name, ...near.aliases]) : '';
    const name = near ? (r.int(2) ? slipEveryWord(r, listedName) : variant(r, listedName)) : freshName(r, kindOf[type]);
    const imo = type === 'vessel' ? (near && r.int(4) === 0 ? near.imo : String(8_000_000 + i)) : null;
    return { type, id: `subject-${i}`, name, imo };
  });
}
