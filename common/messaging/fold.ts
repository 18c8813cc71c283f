/**
 * A text folded for matching, each of its characters tied to the span of the original it came from. Contact
 * details are disguised with characters that look the same or nothing at all (full-width digits, zero-width
 * spaces, a Cyrillic "а", a right-to-left override that shows "moc.liamg@eman" as an address); the detectors
 * match the folded text, and what they find is hidden in the original, which is otherwise given back unchanged.
 */
export type Folded = { text: string; from: number[]; to: number[] };

/** Format characters (zero-width, bidi controls, soft hyphen, BOM), combining marks and variation selectors. */
const invisible = /^[\p{Cf}\p{Mn}\p{Me}]$/u;
const RLO = '\u202e';
/** What ends a right-to-left override: its pop, the pop of an isolate, or the end of the line. */
const endsOverride = /^[\u202c\u2069\n]$/;

/** Cyrillic and Greek letters drawn like Latin ones. */
const lookAlikes: Record<string, string> = Object.fromEntries(
  [
    ...'аa еe оo рp сc уy хx іi јj ѕs һh ԁd ɡg ԛq ԝw ӏl οo αa ιi κk νv τt υu ρp χx ϲc ϳj АA ВB ЕE КK МM НH ОO РP СC ТT ХX ІI ЈJ ЅS ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX'.split(
      ' ',
    ),
  ].map((p) => [p[0], p[1]]),
);

/** A decimal digit of any script as 0-9 (NFKC already turned full-width and mathematical digits into ASCII). */
function asciiDigit(ch: string): string {
  if (!/^\p{Nd}$/u.test(ch) || /^[0-9]$/.test(ch)) return ch;
  const cp = ch.codePointAt(0)!;
  let zero = cp;
  while (cp - zero < 9 && /^\p{Nd}$/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

/** Each character folded on its own (NFKC, look-alikes, digits), invisible ones dropped, overrides read as shown. */
export function fold(original: string): Folded {
  const out: Folded = { text: '', from: [], to: [] };
  let reversed: { ch: string; at: number; end: number }[] | null = null;
  const emit = (ch: string, at: number, end: number) => {
    for (const unit of ch)
      for (let k = 0; k < unit.length; k++) {
        out.text += unit[k];
        out.from.push(at);
        out.to.push(end);
      }
  };
  const flush = () => {
    for (const c of (reversed ?? []).reverse()) emit(c.ch, c.at, c.end);
    reversed = null;
  };
  let i = 0;
  for (const raw of original) {
    const at = i;
    i += raw.length;
    // plain ASCII (most of what is written here) has nothing to fold: skip the costly tests
    if (raw < '\x7f' && raw >= ' ' && !reversed) {
      out.text += raw;
      out.from.push(at);
      out.to.push(i);
      continue;
    }
    if (raw === RLO) {
      flush();
      reversed = [];
      continue;
    }
    if (reversed && endsOverride.test(raw)) flush();
    if (invisible.test(raw)) continue;
    const folded = [...raw.normalize('NFKC')]
      .filter((c) => !invisible.test(c))
      .map((c) => asciiDigit(lookAlikes[c] ?? c))
      .join('');
    if (reversed) (reversed as { ch: string; at: number; end: number }[]).push({ ch: folded, at, end: i });
    else emit(folded, at, i);
  }
  flush();
  return out;
}

/** The folded text with each match of `re` replaced; a replacement stands for the whole span its match came from. */
export function rewrite(f: Folded, re: RegExp, replace: (m: RegExpExecArray) => string): Folded {
  const out: Folded = { text: '', from: [], to: [] };
  let last = 0;
  for (const m of f.text.matchAll(re)) {
    const a = m.index,
      b = a + m[0].length;
    if (b === a) continue;
    out.text += f.text.slice(last, a);
    out.from.push(...f.from.slice(last, a));
    out.to.push(...f.to.slice(last, a));
    const r = replace(m as RegExpExecArray);
    out.text += r;
    const [start, end] = origin(f, a, b);
    for (let k = 0; k < r.length; k++) {
      out.from.push(start);
      out.to.push(end);
    }
    last = b;
  }
  out.text += f.text.slice(last);
  out.from.push(...f.from.slice(last));
  out.to.push(...f.to.slice(last));
  return out;
}

/** The span of the original a stretch [a, b) of the folded text came from (read backwards under an override). */
export function origin(f: Folded, a: number, b: number): [number, number] {
  let start = Infinity,
    end = -Infinity;
  for (let k = a; k < b; k++) {
    start = Math.min(start, f.from[k]);
    end = Math.max(end, f.to[k]);
  }
  return [start, end];
}
