/**
 * The body of a circular reduced to the lines that can hold listings (README 1): quoting marks
 * removed so that a forwarded or quoted list is read (once: mail.ts reads one alternative), the
 * header block of a forwarded message dropped (its Subject repeats a listing), and lines that are
 * only rules (`-----`, `=====`) turned into blank lines, since they separate blocks as blank lines do.
 * Greetings, signatures and disclaimers are left for the segmenter, which keeps only blocks that
 * carry a ship's or an order's particulars.
 */

// The header lines of a forwarded or quoted message (Outlook, Gmail, Apple Mail forms).
const FORWARD_HEADER = /^(?:from|sent|to|cc|bcc|subject|date|reply-to)\s*:/i;
// `-----Original Message-----`, `---------- Forwarded message ---------`, `Begin forwarded message:`.
const FORWARD_MARK = /^(?:-{2,}\s*(?:original message|forwarded message)\s*-*|begin forwarded message:?)$/i;
// A chat export's prefix (`[27/11/26, 10:42] John Smith: `): its date is the message's, not the item's.
const CHAT_PREFIX = /^\s*\[\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\]\s*[^:]{1,40}:\s*/i;
// A line that is only a rule or a box border.
const RULE = /^[\s\-=_*~#+|.]{3,}$/;
// `On 25-Nov-2026, at 6:02 PM, X wrote:` introduces a quotation, not a listing.
const WROTE = /\bwrote:\s*$/i;

/**
 * The body's lines, cleaned as described above; blank strings mark block boundaries. When `origin` is
 * given, origin[i] is set to the index in `text.split('\n')` of the line out[i] was made from, so that
 * what is read from a line can be pointed at in the text (sources.ts).
 */
export function cleanLines(text: string, origin?: number[]): string[] {
  const out: string[] = [];
  let inForwardHeader = false;
  const rawLines = text.split('\n');
  for (let n = 0; n < rawLines.length; n++) {
    const raw = rawLines[n];
    const line = raw
      .replace(/^(?:\s*>)+ ?/, '')
      .replace(CHAT_PREFIX, '')
      .replace(/\t/g, '    ')
      .replace(/\s+$/, '');
    const trimmed = line.trim();
    if (FORWARD_MARK.test(trimmed)) {
      inForwardHeader = true;
      out.push('');
      origin?.push(n);
      continue;
    }
    if (inForwardHeader) {
      if (trimmed === '') inForwardHeader = false;
      else if (FORWARD_HEADER.test(trimmed) || /^\S+@\S+/.test(trimmed)) continue;
      else inForwardHeader = false;
    }
    if (FORWARD_HEADER.test(trimmed) && /^(?:sent|subject|from)\s*:/i.test(trimmed)) continue;
    if (WROTE.test(trimmed) || RULE.test(trimmed)) {
      out.push('');
      origin?.push(n);
      continue;
    }
    out.push(line);
    origin?.push(n);
  }
  return out;
}
