import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerEnvelope } from 'smtp-server';
import { inboundMailSettings } from '../../../config';
import type { AppDeps } from '../../../lib/context';
import { MAX_MAIL_BYTES } from '../parser/mail';
import { receiveMailFor } from '../service';
import { companyForRecipient } from './address';

/**
 * The inbound SMTP listener (issue #28): members forward broker circulars to their company's import address and
 * each message is handed to the imports service, which stores it and queues its reading in one transaction (so a
 * burst or a restart loses nothing). Only mail for an import address that exists now is accepted: everything else
 * is refused at RCPT TO, before a byte of the message is taken. No AUTH (nobody signs in to send to an MX) and no
 * STARTTLS (no certificate is configured; a relay in front can add TLS), so the listener cannot relay anything.
 */

/**
 * Stores one message for every company it is addressed to, all or none; throws when it could not (the sender is then
 * told to try again later, and a retry stores nothing twice).
 */
export type ReceiveInbound = (deps: AppDeps, mail: { companyIds: string[]; raw: Buffer }) => Promise<unknown>;

export type InboundSmtp = { port: number; close: () => Promise<void> };

export const inboundSmtpMessages = {
  noSuchAddress: 'No such import address',
  tooLarge: `Message exceeds the ${MAX_MAIL_BYTES / 1024 / 1024} MB limit for imported e-mails`,
  tryLater: 'The message could not be stored just now; try again later',
} as const;

/** A sender's one transaction with many recipients: one import per company, however many of its addresses it names. */
const MAX_COMPANIES_PER_MESSAGE = 50;
/** Open connections at once: each may hold a message of up to MAX_MAIL_BYTES in memory. Others get 421 and retry. */
const MAX_CLIENTS = 20;

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startInboundSmtp(deps: AppDeps, opts: { port: number; host: string; receive?: ReceiveInbound }): Promise<InboundSmtp> {
  const receive = opts.receive ?? receiveMailFor;
  // The companies each transaction's accepted recipients belong to (a new envelope per MAIL FROM, RSET or EHLO).
  const companies = new WeakMap<SMTPServerEnvelope, Set<string>>();

  const server = new SMTPServer({
    name: inboundMailSettings(deps.config).domain,
    banner: 'Fairlead circular import',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MAIL_BYTES,
    maxClients: MAX_CLIENTS,
    closeTimeout: 10_000,
    logger: false,
    // No reverse DNS lookup per connection: its name is not used, and a slow resolver would stall every sender.
    disableReverseLookup: true,
    onRcptTo(address, session, callback) {
      companyForRecipient(deps, address.address).then(
        (companyId) => {
          if (!companyId) return callback(smtpError(550, inboundSmtpMessages.noSuchAddress));
          const set = companies.get(session.envelope) ?? new Set<string>();
          if (!set.has(companyId) && set.size >= MAX_COMPANIES_PER_MESSAGE) {
            return callback(smtpError(452, 'Too many recipients'));
          }
          companies.set(session.envelope, set.add(companyId));
          callback();
        },
        (err: unknown) => {
          deps.log.warn({ err }, 'inbound mail: recipient lookup failed');
          callback(smtpError(451, inboundSmtpMessages.tryLater));
        },
      );
    },
    onData(stream, session, callback) {
      const targets = [...(companies.get(session.envelope) ?? [])];
      collect(stream).then(
        async (raw) => {
          // Over the limit: refused whole, nothing stored (the bytes past it were never kept).
          if (!raw) return callback(smtpError(552, inboundSmtpMessages.tooLarge));
          try {
            // One import per company, all stored with their readings queued in one transaction (the imports service):
            // a failure for any company stores nothing, so the sender's retry duplicates nothing.
            await receive(deps, { companyIds: targets, raw });
          } catch (err) {
            deps.log.warn({ err }, 'inbound mail: storing a message failed');
            return callback(smtpError(451, inboundSmtpMessages.tryLater));
          }
          callback();
        },
        (err: unknown) => {
          deps.log.warn({ err }, 'inbound mail: reading a message failed');
          callback(smtpError(451, inboundSmtpMessages.tryLater));
        },
      );
    },
  });
  server.on('error', (err) => deps.log.warn({ err }, 'inbound mail: SMTP error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's bytes, or null once it passes MAX_MAIL_BYTES (the rest is drained, never kept). */
async function collect(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_MAIL_BYTES) chunks.length = 0;
    else chunks.push(chunk);
  }
  return stream.sizeExceeded || bytes > MAX_MAIL_BYTES ? null : Buffer.concat(chunks);
}
