import { count, desc } from 'drizzle-orm';
import type { ContactInput } from '../../../common/site/schemas';
import { contactSchema, newsletterSchema } from '../../../common/site/schemas';
import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import { parseOrThrow } from '../../lib/validate';

/** Stores the message for the admin inbox and, in the same transaction, queues the e-mail confirming it to the sender. */
export async function submitContact(db: Database, raw: ContactInput | unknown) {
  const input = parseOrThrow(contactSchema, raw);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, company: input.company || null })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await enqueue(tx, 'mail.send', {
      to: input.email,
      subject: 'We received your message - Fairlead',
      text: [
        `Hello ${input.name},`,
        '',
        'Thank you for writing to Fairlead. A member of our chartering desk will answer within one business day.',
        '',
        'Your message:',
        input.message,
        '',
        'Fairlead - direct, commission-free chartering',
      ].join('\n'),
    });
    return { id: row.id };
  });
}

/** Subscribing twice is harmless: the address is stored once. */
export async function subscribe(db: Database, raw: unknown) {
  const { email } = parseOrThrow(newsletterSchema, raw);
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
  return { email };
}

export async function listContactMessages(db: Database, opts: { page: number; pageSize: number }) {
  const items = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages);
  return {
    items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), handledAt: m.handledAt?.toISOString() ?? null })),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

export async function listSubscribers(db: Database, opts: { page: number; pageSize: number }) {
  const items = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(newsletterSubscribers);
  return { items: items.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })), total, page: opts.page, pageSize: opts.pageSize };
}
