import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { devMail } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'dev-mailbox' };

/** Real SMTP when a URL is configured; otherwise the development mailbox in the database. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Database }): Mailer {
  const smtpUrl = opts.smtpUrl;
  if (smtpUrl) {
    // Loaded with the first mail, not at start: nodemailer is a noticeable part of a start's module loading (#31).
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      send: async (m) => {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: opts.from, ...m });
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    send: async (m) => {
      await opts.db.insert(devMail).values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null });
    },
  };
}
