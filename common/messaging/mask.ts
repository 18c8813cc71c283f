import { contactsRevealed } from '../charters/contacts-revealed';
import { fold, origin, rewrite, type Folded } from './fold';

/**
 * Until a deal is fixed, contact details in what the parties write are hidden: an e-mail address, a phone number,
 * a messenger handle or a link would take the business off the platform before its terms are recorded here.
 * The text is folded first (fold.ts) and the usual disguises undone ("name at gmail dot com", "hxxps://",
 * "+3O" with a letter O), so "name [at] gmail [dot] com" is hidden like the address it spells. Ship identifiers
 * and trade figures stay readable: an IMO number has 7 digits, an MMSI 9, and a phone number needs 10 or more (or
 * a leading + or 00); dates, quantities with their unit and amounts with their currency are never a phone.
 */
export const HIDDEN_CONTACT = '[contact details hidden until the deal is fixed]';

const TLD =
  '(?:com|net|org|io|co|biz|info|me|app|ly|gr|uk|de|no|nl|sg|cn|hk|jp|tr|it|fr|es|dk|se|ae|in|us|ru|ua|cy|mt|pa|lr|mh|eu|be|ch|pl|pt|ro|bg|hr|fi|ie|at|au|ca|nz|za|br|mx|ar|cl|kr|tw|vn|id|my|ph|th|pk|bd|lk|eg|sa|qa|kw|om|il|ma|ng|ke|online|site|xyz|shop|email|page|link|live|pro|tel|ws|to|cc|tv)';
/** "." as written or spelt ("dot", "[.]" and "[dot]" are folded to "." before). */
const DOT = String.raw`(?:\.|\s+\.\s+|\s+dot\s+)`;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const HOST = `${LABEL}(?:${DOT}${LABEL})*`;
// each starts where a word starts: matching from inside one would take quadratic time on a long run of letters
// A mailbox may be in any script (ναυτιλία@gmail.com); hosts are matched in Latin letters, with a known ending.
const MAILBOX = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]*`;
const PROVIDERS = '(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|protonmail|proton|yandex|gmx|aol|zoho|qq|163|126)';
// ("signal" and "line" are left out: as English words they are far more often something else)
const MESSENGERS = String.raw`(?:whats\s?app|telegram|skype|we\s?chat|weixin|viber|kakao(?:\s?talk)?|zalo|botim)`;
const ID_WORD = String.raw`(?:id|handle|username|user|number|no\.?)`;
/** A number (with spaces between its digits) or a name, as "live:name" or "@name". */
const ID = String.raw`(?:\+?\d[\d\s().-]*\d|@?[a-z0-9_.:+-]*[a-z0-9_])`;

const detectors: RegExp[] = [
  // name@host.tld, with the @ written or bracketed, and spaces around it
  new RegExp(String.raw`${MAILBOX}\s*@\s*${HOST}${DOT}[a-z]{2,}\b`, 'giu'),
  // name at host dot tld: the bare word "at" only before a known ending, as English uses "at" everywhere else
  new RegExp(String.raw`${MAILBOX}\s+at\s+${HOST}${DOT}${TLD}\b`, 'giu'),
  // name at gmail, name@yahoo: a mail provider needs no ending
  new RegExp(String.raw`${MAILBOX}(?:\s*@\s*|\s+at\s+)${PROVIDERS}\b`, 'giu'),
  // links: a scheme, www, or a host with a known ending, and its path
  new RegExp(String.raw`\b(?:https?|ftp)\s*:\s*\/\s*\/\s*[^\s<>()]+`, 'gi'),
  new RegExp(String.raw`\bwww${DOT}${HOST}(?:\/[^\s<>()]*)?`, 'gi'),
  new RegExp(String.raw`(?<![a-z0-9-])(?:${LABEL}${DOT})+${TLD}\b(?!\.\d)(?:\/[^\s<>()]*)?(?![\w.-]*@)`, 'gi'),
  // a messenger and the name or number on it: "skype: live:name", "wechat id broker88", "telegram @handle"
  new RegExp(String.raw`\b${MESSENGERS}(?:\s*${ID_WORD}\b)?\s*[:=#]\s*${ID}`, 'gi'),
  new RegExp(String.raw`\b${MESSENGERS}\s*id\b\s*(?:-\s*|is\s+)?${ID}`, 'gi'),
  new RegExp(String.raw`\b${MESSENGERS}\s*${ID_WORD}\b\s*(?:-\s*|is\s+)?(?=\S*[@\d_])${ID}`, 'gi'),
  new RegExp(String.raw`\b${MESSENGERS}\s+(?:is\s+|on\s+)?(?=\S*[@\d_])${ID}`, 'gi'),
  // a handle on its own: @name (an address's @ follows a word, "@ USD 18,400" a space)
  /(?<![\w.@])@[a-z][a-z0-9_.]{3,}[a-z0-9_]/gi,
];

/** Any phone-like run of digits; checked further in `isPhone`. */
const phoneLike = /(?<![\w.,/])(?:\+|00|\()?\d[\d\s().-]{6,}\d(?![\w.,/]\d)/g;
const digitsIn = (s: string) => s.replace(/\D/g, '').length;
const unitAfter = /^\s*(?:usd|eur|gbp|cents?|mt|t|ts|tons?|tonnes?|dwt|cbm|cbft|m3|teu|kgs?|days?|hrs?|hours?|%|pct|m|nm|nmi|kn|kts|knots)\b/i;
const currencyBefore = /(?:usd|eur|gbp|us\$|\$|€|£)\s*$/i;

function isPhone(text: string, at: number, match: string): boolean {
  const m = match.trim();
  if (/\d{4}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]\d{4}/.test(m)) return false; // dates, a laycan's two dates
  if (unitAfter.test(text.slice(at + match.length)) || currencyBefore.test(text.slice(Math.max(0, at - 5), at))) return false;
  return /^(?:\+|00)/.test(m) ? digitsIn(m) >= 8 : digitsIn(m) >= 10;
}

/** The text as the detectors read it: disguises of @, dot, a scheme and digits undone. */
function undisguise(text: string): Folded {
  let f = fold(text);
  f = rewrite(f, /[[({<]\s*(?:at|@)\s*[\])}>]/gi, () => '@');
  f = rewrite(f, /[[({<]\s*(?:dot|\.)\s*[\])}>]/gi, () => '.');
  f = rewrite(f, /\bh(?:tt|xx|\*\*)p(s?)\s*\[?:\]?\s*\/\s*\//gi, (m) => `http${m[1]}://`);
  f = rewrite(f, /\bplus\s*(?=\d)/gi, () => '+');
  // a letter O or l among digits is a 0 or a 1: "+3O 69l2", not the O of "IMO 9321483"
  f = rewrite(f, /(?<![a-z])\+?[\dOolI|]*\d[\dOolI|]*(?![a-z])/gi, (m) => m[0].replace(/[Oo]/g, '0').replace(/[lI|]/g, '1'));
  return f;
}

/** The spans of the original text that carry a contact detail, in order, overlapping ones joined. */
export function contactSpans(text: string): [number, number][] {
  const f = undisguise(text);
  const spans: [number, number][] = [];
  for (const re of detectors) for (const m of f.text.matchAll(re)) spans.push(origin(f, m.index, m.index + m[0].length));
  for (const m of f.text.matchAll(phoneLike)) {
    const lead = m[0].length - m[0].trimStart().length,
      body = m[0].trim();
    if (isPhone(f.text, m.index, m[0])) spans.push(origin(f, m.index + lead, m.index + lead + body.length));
  }
  for (const s of spans) {
    // the invisible characters around a detail go with it: an override left behind would turn the notice round
    while (s[0] > 0 && /\p{Cf}/u.test(text[s[0] - 1])) s[0]--;
    while (s[1] < text.length && /\p{Cf}/u.test(text[s[1]])) s[1]++;
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const joined: [number, number][] = [];
  for (const s of spans) {
    const last = joined.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else joined.push([...s]);
  }
  return joined;
}

export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = contactSpans(text);
  if (spans.length === 0) return { text, masked: false };
  let out = '',
    last = 0;
  for (const [a, b] of spans) {
    out += text.slice(last, a) + HIDDEN_CONTACT;
    last = b;
  }
  return { text: out + text.slice(last), masked: true };
}

/** A file's name with its contacts hidden and its extension kept: what the file is stays readable. */
export function maskFileName(name: string): { text: string; masked: boolean } {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const { text, masked } = maskContacts(stem);
  return { text: text + ext, masked };
}

/** The same rule wherever a party's words are shown or sent before the deal is fixed. */
export const maskUntilFixed = (text: string, fixedAt: Date | string | null | undefined) =>
  contactsRevealed({ fixedAt: fixedAt ?? null }) ? text : maskContacts(text).text;
