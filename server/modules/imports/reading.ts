import { importMessages, MAX_IMPORT_BYTES, type ImportKind, type ImportSource } from '../../../common/imports/schemas';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readableText, readCircular, type CircularRead, type CircularReading } from './parser';
import { readMail, type MailText } from './parser/mail';

/**
 * One e-mail read: what the imports table stores about it. The parser is pure and takes a couple of milliseconds,
 * so pasted and uploaded e-mails are read inside the request; mail by SMTP is read by the `imports.read` job.
 */
export type Outcome = {
  status: 'read' | 'nothing' | 'failed';
  kind: ImportKind | null;
  reading: CircularReading | null;
  error: string | null;
  subject: string;
  mailFrom: string | null;
  sentAt: Date | null;
  /** Only the first part of the text was read (parser/index.ts readableText): the member is told so. */
  partlyRead: boolean;
  /** The reading with its text and sources, for the answer to the member who pasted or uploaded it (not stored). */
  review: CircularRead | null;
};

/** A header field line (RFC 5322: printable characters but the colon, then a colon), or a folded continuation. */
const FIELD = /^[!-9;-~]+:/;
const FOLDED = /^[ \t]/;
/** Headers every real message has at least one of: a pasted body starting `ACCT: Cargill` is no header block. */
const MESSAGE_HEADER = /^(?:from|to|cc|subject|date|message-id|mime-version|received|return-path|delivered-to|reply-to|sender|content-type):/i;
const BODY_ONLY_PREFIX = Buffer.from('Content-Type: text/plain; charset=utf-8\r\n\r\n');

/**
 * The message to read. A member may paste (or upload) just the body of an e-mail: read as a message, its first
 * paragraph would be taken for headers and lost, so a text whose first paragraph is not a header block is read as a
 * UTF-8 plain-text body. Mail that came by SMTP is always a whole message.
 */
export function messageOf(raw: Buffer, source: ImportSource): Buffer {
  if (source === 'email') return raw;
  const start = raw.subarray(0, 64 * 1024).toString('latin1');
  const lead = /^(?:[ \t]*\r?\n)*/.exec(start)?.[0].length ?? 0;
  const lines = start
    .slice(lead)
    .split(/\r?\n\r?\n/, 1)[0]
    .split(/\r?\n/);
  const headers = FIELD.test(lines[0]) && lines.every((l) => FIELD.test(l) || FOLDED.test(l)) && lines.some((l) => MESSAGE_HEADER.test(l));
  return headers ? raw.subarray(lead) : Buffer.concat([BODY_ONLY_PREFIX, raw]);
}

/** Refuses an e-mail over the limit before anything is stored (413, the parser's own words). */
export function checkSize(raw: Buffer): void {
  if (raw.byteLength > MAX_IMPORT_BYTES) throw new AppError('payload_too_large', importMessages.tooLarge);
}

/** The Date header as an instant, when it is one (a year Fairlead and PostgreSQL can both hold). */
export function sentAtOf(message: Buffer): Date | null {
  const head = message
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .split(/\r?\n\r?\n/, 1)[0];
  const match = /^date:[ \t]*((?:[^\r\n]|\r?\n[ \t])*)/im.exec(head);
  if (!match) return null;
  const at = new Date(match[1].replace(/\r?\n[ \t]+/g, ' ').trim());
  const year = at.getUTCFullYear();
  return Number.isNaN(at.getTime()) || year < 1970 || year > 9999 ? null : at;
}

/** `Name <address>`, the address alone, or the name alone; null when the e-mail names no sender. */
export function formatFrom(from: MailText['from']): string | null {
  if (from.name && from.address) return `${from.name} <${from.address}>`;
  return from.address ?? from.name;
}

/** The inverse of formatFrom, for the API's `from`. */
export function splitFrom(mailFrom: string | null): MailText['from'] {
  if (!mailFrom) return { name: null, address: null };
  const both = /^(.*) <([^<>]*)>$/.exec(mailFrom);
  if (both) return { name: both[1], address: both[2] };
  return mailFrom.includes('@') ? { name: null, address: mailFrom } : { name: mailFrom, address: null };
}

/**
 * Reads one e-mail (already within the size limit). Never throws: a message the MIME reader refuses, or anything the
 * parser trips on, is a `failed` outcome with the reason, so one bad e-mail never fails a request or a batch.
 * `receivedAt` is the reference date when the e-mail has no usable Date header.
 */
export async function readEmail(raw: Buffer, source: ImportSource, receivedAt: Date, log?: Logger): Promise<Outcome> {
  const message = messageOf(raw, source);
  const sentAt = sentAtOf(message);
  let mail: MailText;
  try {
    mail = await readMail(message);
  } catch (err) {
    const error = err instanceof AppError ? err.message : importMessages.failed;
    return { status: 'failed', kind: null, reading: null, error, subject: '', mailFrom: null, sentAt, partlyRead: false, review: null };
  }
  const headers = { subject: mail.subject, mailFrom: formatFrom(mail.from), sentAt, partlyRead: readableText(mail.text).cut };
  try {
    // The MIME is parsed once (a 10 MB message takes a third of a second to parse); the parser reads the mail given.
    // Read with sources, so the member who pasted it gets the review page's answer without a second reading.
    const review = await readCircular(message, { receivedDate: receivedDateOf(receivedAt), mail });
    const { reading } = review;
    const found = reading.positions.length + reading.cargoes.length;
    return found === 0
      ? { status: 'nothing', kind: reading.kind, reading, error: importMessages.nothing, ...headers, review }
      : { status: 'read', kind: reading.kind, reading, error: null, ...headers, review };
  } catch (err) {
    // The parser reads what the MIME reader accepted; a throw here is a parser bug, told to the log, not the member.
    if (!(err instanceof AppError)) log?.error({ err }, 'circular parser failed on an e-mail');
    const error = err instanceof AppError ? err.message : importMessages.failed;
    return { status: 'failed', kind: null, reading: null, error, ...headers, review: null };
  }
}

/** The reference date the parser is given when the e-mail has no usable Date header: the day it was received. */
const receivedDateOf = (receivedAt: Date) => receivedAt.toISOString().slice(0, 10);

/**
 * The e-mail read again for review, as it was read when stored: the text the parser read (only its first part for a
 * very long e-mail) and where each field of each item was read. Null when the e-mail cannot be read.
 */
export async function reviewOf(raw: Buffer, source: ImportSource, receivedAt: Date, log?: Logger): Promise<CircularRead | null> {
  try {
    return await readCircular(messageOf(raw, source), { receivedDate: receivedDateOf(receivedAt) });
  } catch (err) {
    if (!(err instanceof AppError)) log?.error({ err }, 'circular parser failed on an e-mail read for review');
    return null;
  }
}
