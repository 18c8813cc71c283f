import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contactsRevealed } from '../../../common/charters/contacts-revealed';
import { conversationOfMember } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { deals, messageAttachments, messages, profiles, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { visibleFileName, visibleText } from './read';

// A party keeps its own copy of what was said, for its files or an arbitrator (#29): every message of the thread (not
// the last 500 the screen shows), oldest first, each with its UTC time to the second and the sender's company. It shows
// exactly what the reader may see on screen: contact details masked before fixture, hidden messages as hidden.

const ownerProfile = alias(profiles, 'owner_profile');
const chartererProfile = alias(profiles, 'charterer_profile');

/** "2026-03-10 14:05:09 UTC": sortable, unambiguous in every time zone. */
const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export async function exportConversation(db: DbOrTx, user: CurrentUser, id: string, now: Date): Promise<{ fileName: string; text: string }> {
  const { conversation: c } = await conversationOfMember(db, id, user);
  const [head] = await db
    .select({ vessel: vessels.name, imo: vessels.imo, owner: ownerProfile.companyName, charterer: chartererProfile.companyName })
    .from(vessels)
    .innerJoin(ownerProfile, eq(ownerProfile.id, c.ownerId))
    .innerJoin(chartererProfile, eq(chartererProfile.id, c.chartererId))
    .where(eq(vessels.id, c.vesselId));
  const [deal] = c.dealId ? await db.select({ id: deals.id, fixedAt: deals.fixedAt }).from(deals).where(eq(deals.id, c.dealId)) : [];
  const rows = await db
    .select({ m: messages, company: profiles.companyName })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const ids = rows.map((r) => r.m.id);
  const files = ids.length ? await db.select().from(messageAttachments).where(inArray(messageAttachments.messageId, ids)) : [];
  const contactsHidden = !contactsRevealed(deal);

  const lines = [
    `Fairlead conversation about ${head.vessel}${head.imo ? ` (IMO ${head.imo})` : ''}`,
    `Owner: ${head.owner}`,
    `Charterer: ${head.charterer}`,
    ...(deal ? [`Deal: ${deal.id}`] : []),
    `Conversation: ${c.id}, opened ${utc(c.createdAt)}`,
    `Exported: ${utc(now)}, ${rows.length} ${rows.length === 1 ? 'message' : 'messages'}. Times are UTC.`,
    ...(contactsHidden ? ['Contact details are masked until the deal is fixed, as on screen.'] : []),
    '',
  ];
  for (const { m, company } of rows) {
    const { body } = visibleText(m.body, !!m.hiddenAt, contactsHidden);
    lines.push(`[${utc(m.createdAt)}] ${company}:`);
    if (m.hiddenAt) lines.push('  (message hidden by Fairlead)');
    else if (body) lines.push(...body.split('\n').map((l) => `  ${l}`));
    for (const f of files.filter((a) => a.messageId === m.id))
      lines.push(`  File: ${visibleFileName(f.name, contactsHidden).text} (${size(f.size)})`);
  }
  const day = now.toISOString().slice(0, 10);
  return { fileName: `fairlead-conversation-${head.vessel.replace(/[^A-Za-z0-9]+/g, '-')}-${day}.txt`, text: `${lines.join('\n')}\n` };
}
