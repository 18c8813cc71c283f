import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, for tests: every content stream inflated, every string of every TJ/Tj
 * operator decoded (pdfkit writes the standard fonts' text as hex, WinAnsi), lines joined by spaces. Enough to
 * assert what a reader of the document sees; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
  }
  const lines: string[] = [];
  for (const s of streams) {
    for (const op of s.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      // Justified lines are drawn word by word, the gap between words given as a shift (in thousandths of an em)
      // instead of a space; a kerning shift is far smaller.
      const parts = (op[1] ?? op[2]).match(/<[0-9a-fA-F]*>|-?\d+(\.\d+)?/g) ?? [];
      lines.push(
        parts.map((x) => (x.startsWith('<') ? Buffer.from(x.slice(1, -1), 'hex').toString('latin1') : Math.abs(Number(x)) > 200 ? ' ' : '')).join(''),
      );
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
