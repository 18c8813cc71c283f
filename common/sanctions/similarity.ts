import { nameTokens } from './normalize';

/**
 * Jaro-Winkler similarity of two strings, 0 (nothing alike) to 1 (equal). Jaro counts the characters both share
 * within a window and the transpositions among them; Winkler adds weight to a common prefix of up to four
 * characters (p = 0.1), since typing slips come later in a name more than at its start.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length ? 1 : 0;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = true;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k++;
    if (a[i] !== b[k]) halfTranspositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - halfTranspositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * At or above this score a name is a possible match and the action waits for an admin. Chosen on the worked
 * examples in similarity.test.ts: one slipped or transliterated letter in a two-word name stays above it,
 * a different company that shares one word falls below.
 */
export const MATCH_THRESHOLD = 0.92;

/** What a name whose two or more tokens all appear in the other scores ("Ivan Petrov" in "Ivan Sergeyevich Petrov"). */
export const SUBSET_SCORE = 0.95;

/**
 * How alike two names are once normalized and token-sorted (decision 029), rounded to three places; 0 when either
 * has no tokens. A name of two or more tokens found whole inside the other (a patronymic or a trade word added)
 * scores at least SUBSET_SCORE, as a token-set ratio would.
 */
export const nameScore = (a: string, b: string): number => tokenScore(nameTokens(a), nameTokens(b));

/** nameScore on names already normalized into their sorted tokens (a screening index keeps a list's so). */
export function tokenScore(x: readonly string[], y: readonly string[]): number {
  if (!x.length || !y.length) return 0;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const subset = short.length >= 2 && short.every((t) => long.includes(t));
  const score = jaroWinkler(x.join(' '), y.join(' '));
  return Math.round(Math.max(score, subset ? SUBSET_SCORE : 0) * 1000) / 1000;
}

/** A possible match: the score reaches the threshold. */
export const isPossibleMatch = (a: string, b: string): boolean => nameScore(a, b) >= MATCH_THRESHOLD;

/** The seven digits of an IMO number in text such as "IMO 9123456", "IMO: 9123456" or "(IMO number):9123456"; null when there is none. */
export function imoIn(text: string | null | undefined): string | null {
  const m = /\bIMO\s*(?:NO\.?|NUMBER)?\s*\)?\s*[:#]?\s*(\d{7})\b/i.exec(text ?? '');
  return m ? m[1]! : null;
}
