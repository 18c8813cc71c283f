import type { AddressObject, ParsedMail } from 'mailparser';
import { AppError } from '../../../lib/errors';
import { htmlToText } from './html-text';
import { headerCalendarDate } from './mail-date';

/**
 * Reading one raw e-mail (.eml, RFC 822 / MIME) into the text the circular parser works on.
 * MIME is parsed by mailparser; attachments are never opened (their bytes are not looked at) and
 * HTML is never rendered, only tokenised into text (html-text.ts).
 */

/** The largest e-mail read, in bytes (the 10 MB). The API and the SMTP listener use the same. */
export const MAX_MAIL_BYTES = 10 * 1024 * 1024;

/** The message of the error for an e-mail over MAX_MAIL_BYTES, for the API to reuse. */
export const MAIL_TOO_LARGE_MESSAGE = 'This e-mail is larger than 10 MB, the most Fairlead reads.';

/** The message of the error for a message whose MIME structure cannot be read. */
export const MAIL_UNREADABLE_MESSAGE = 'This e-mail could not be read: its MIME structure is malformed or nested too deeply.';

/**
 * The most MIME parts one e-mail may have. Broker circulars have a handful; a message nested or
 * split into more is refused as malformed rather than walked (mailparser's own default is 1000,
 * and walking a thousand nested multiparts costs a fifth of a second).
 */
const MAX_MIME_PARTS = 100;

/**
 * The share of characters that are undecodable (U+FFFD) or control characters past which a body
 * is taken for binary garbage and read as empty. Text in any real charset has next to none; random
 * bytes read as UTF-8 are more than half (most bytes above 0x7f do not form a valid sequence).
 */
const GARBAGE_SHARE = 0.25;

export interface MailText {
  /** Decoded Subject header; '' when there is none. */
  subject: string;
  /** The first From address; name and address null when not given. */
  from: { name: string | null; address: string | null };
  /** The Message-ID as written, angle brackets included (`<id@host>`); null when there is none. */
  messageId: string | null;
  /**
   * `YYYY-MM-DD`: the calendar date of the Date header in the header's own offset (corpus README
   * 3.6). Null when there is no Date header or it is not a date: the caller then uses the date the
   * e-mail was received.
   */
  referenceDate: string | null;
  /**
   * The body as text, line endings `\n`: the text/plain part when there is one with any text,
   * otherwise the HTML part as text (table rows one per line, cells joined by ' | ', see
   * html-text.ts). Exactly one alternative is read, so listings sent as plain and HTML count once.
   * Forwarded and quoted content (`-----Original Message-----`, `>` quoting) is kept as written.
   * '' when the body is empty or binary garbage (control and NUL characters are always removed).
   */
  text: string;
}

/**
 * Reads a raw e-mail. Throws AppError `payload_too_large` (MAIL_TOO_LARGE_MESSAGE) past
 * MAX_MAIL_BYTES and `validation` (MAIL_UNREADABLE_MESSAGE) when mailparser refuses the MIME
 * structure (too many or too deeply nested parts, an oversized header block). Anything else,
 * however malformed, is read as far as it goes: a body that cannot be decoded is empty text.
 */
export async function readMail(raw: Buffer | string): Promise<MailText> {
  const bytes = typeof raw === 'string' ? Buffer.byteLength(raw, 'utf8') : raw.byteLength;
  if (bytes > MAX_MAIL_BYTES) throw new AppError('payload_too_large', MAIL_TOO_LARGE_MESSAGE);

  let mail: ParsedMail;
  // Loaded with the first circular, not at every start (#31).
  const { simpleParser } = await import('mailparser');
  try {
    mail = await simpleParser(raw, {
      // Only the text is wanted: no HTML built from text, no links, no image inlining, no
      // html-to-text (html-text.ts keeps table rows as rows), no hashing of attachments.
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
      checksumAlgo: false,
      maxChildNodes: MAX_MIME_PARTS,
    });
  } catch {
    throw new AppError('validation', MAIL_UNREADABLE_MESSAGE);
  }

  return {
    subject: clean(mail.subject ?? '').trim(),
    from: firstAddress(mail.from),
    messageId: mail.messageId ? clean(mail.messageId).trim() || null : null,
    referenceDate: headerCalendarDate(rawHeader(mail, 'date')),
    text: bodyText(mail),
  };
}

function bodyText(mail: ParsedMail): string {
  const plain = typeof mail.text === 'string' ? readable(mail.text) : '';
  if (plain.trim() !== '') return plain;
  if (typeof mail.html !== 'string') return '';
  // Garbage is judged on the HTML before it is laid out, where a U+FFFD cannot hide in a tag.
  return readable(mail.html) === '' ? '' : clean(htmlToText(mail.html));
}

/** Text with `\n` line endings and no control characters, or '' when it is binary garbage. */
function readable(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  let junk = 0;
  for (let i = 0; i < normalised.length; i++) {
    const code = normalised.charCodeAt(i);
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) junk++;
  }
  if (junk > normalised.length * GARBAGE_SHARE) return '';
  return junk === 0 ? normalised : clean(normalised);
}

// C0 controls but tab and line feed, and DEL: never text, and PostgreSQL refuses NUL in text.
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

function firstAddress(from: AddressObject | undefined): MailText['from'] {
  const first = from?.value[0];
  return {
    name: first?.name ? clean(first.name).trim() || null : null,
    address: first?.address ? clean(first.address).trim() || null : null,
  };
}

/** A header's raw value as written (unfolded), for the headers mailparser converts. */
function rawHeader(mail: ParsedMail, key: string): string | null {
  const line = mail.headerLines.find((header) => header.key === key)?.line;
  if (line === undefined) return null;
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ');
}
