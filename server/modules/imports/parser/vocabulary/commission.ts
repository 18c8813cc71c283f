// An order's commission as written (README 3.11): the total of every commission it states. A figure marked as
// the total (`3.75% TTL`, `TTL COMM 5%`, `5 PCT TTL`) is the answer on its own, even when its parts are spelled
// out beside it (`2.5% ADD + 1.25% = 3.75% TTL`); otherwise the parts are added (`2.5% ADD + 1.25% BROKERAGE`).

/** Words that mark a percentage as the total, before (`TTL COMM 5%`) or after it (`3.75% TTL`). */
const TOTAL_WORDS = ['ttl', 'total', 'tot', 'in total', 'all in', 'incl', 'including'];
const totalWords = TOTAL_WORDS.map((w) => w.replace(/ /g, String.raw`\s+`)).join('|');

const PERCENT = String.raw`(\d+(?:\.\d+)?)\s*(?:%|pct\b|per\s*cent\b|percent\b)`;
const percentRe = new RegExp(PERCENT, 'gi');
const totalAfter = new RegExp(String.raw`^\s*(?:comm\w*\s+)?(?:${totalWords})\b`, 'i');
const totalBefore = new RegExp(String.raw`\b(?:${totalWords})\b(?:\s*(?:comm\w*|adcom\w*|address))?[\s:=-]*$`, 'i');
// A commission field without percent signs ("COMM: 2.5 + 1.25"): small numbers only, so no date or rate.
const bareRe = /(?<![\d.,/])(\d{1,2}(?:\.\d{1,3})?)(?![\d.,/]|\s*(?:k\b|m?t\b|mts?\b|days?|pmt|usd|sh|fh|x\b))/gi;

const rounded = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The total commission in percent of an order's commission text (`3.75% TTL`, `2.5% + 1.25%`,
 * `2.5% ADD + 1.25% BROKERAGE`, `1.25% + 3.75% add`, `TTL COMM 5%`, `5 PCT TTL`), or null when none is stated.
 */
export function readCommission(text: string): number | null {
  let sum = 0;
  let found = false;
  for (const m of text.matchAll(percentRe)) {
    const value = Number(m[1]);
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    const after = text.slice(m.index + m[0].length);
    if (totalAfter.test(after) || totalBefore.test(before)) return value;
    sum += value;
    found = true;
  }
  if (found) return rounded(sum);
  for (const m of text.matchAll(bareRe)) {
    const value = Number(m[1]);
    if (value > 10) continue;
    const after = text.slice(m.index + m[0].length);
    if (totalAfter.test(after) || totalBefore.test(text.slice(Math.max(0, m.index - 20), m.index))) return value;
    sum += value;
    found = true;
  }
  return found && sum > 0 ? rounded(sum) : null;
}
