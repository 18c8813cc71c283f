import { and, eq } from 'drizzle-orm';
import { loadCurrentUser } from '../../modules/accounts/service';
import { openConversation } from '../../modules/messaging/conversations';
import { markConversationRead, reportMessage, sendMessage } from '../../modules/messaging/messages';
import type { Database } from '../client';
import { conversations, deals } from '../schema';

const HOUR = 3_600_000;
type Line = { from: 'owner' | 'charterer'; hoursAgo: number; text: string };
type Thread = {
  vessel: string;
  charterer: string;
  aboutDeal: boolean;
  lines: Line[];
  readByOwner?: boolean;
  /** The charterer reports this line (index) to the back office. */
  report?: { line: number; reason: string };
};

/** Conversations as members would have them: a question before any deal, deal threads, one fixed (contacts pass). */
const threads: Thread[] = [
  {
    vessel: 'Stavanger Pride',
    charterer: 'charterer',
    aboutDeal: false,
    lines: [
      {
        from: 'charterer',
        hoursAgo: 30,
        text: 'Good morning. Would Stavanger Pride consider a three-week event charter in the Oslofjord in late spring? Around 180 guests a day.',
      },
      {
        from: 'owner',
        hoursAgo: 27,
        text: 'Good morning, yes in principle. She is committed until 10 May; from then we can look at it. Do you need her alongside overnight?',
      },
      {
        from: 'charterer',
        hoursAgo: 4,
        text: 'Alongside Aker Brygge every night, yes. We will send an enquiry with dates once the client confirms the budget.',
      },
    ],
  },
  {
    vessel: 'Aegean Spirit',
    charterer: 'charterer',
    aboutDeal: true,
    readByOwner: true,
    lines: [
      {
        from: 'charterer',
        hoursAgo: 40,
        text: 'Thank you for the firm offer. Our shippers need a day for their approval: we expect to lift our subject by Thursday noon.',
      },
      {
        from: 'owner',
        hoursAgo: 38,
        text: 'Understood. Our approval of charterers is with the management committee tomorrow morning; we will lift as soon as it is through.',
      },
      { from: 'owner', hoursAgo: 14, text: 'Owners’ subject lifted. Please send the shippers’ agent details in Rotterdam when you have them.' },
    ],
  },
  {
    vessel: 'Thira Star',
    charterer: 'charterer',
    aboutDeal: true,
    lines: [
      {
        from: 'charterer',
        hoursAgo: 3,
        text: 'The transformers are 95 t each, 11.2 m long. Could you send the tank top strength and the crane outreach? Easier by phone: +44 20 7946 0958.',
      },
    ],
  },
  {
    vessel: 'Kalliope',
    charterer: 'charterer',
    aboutDeal: true,
    readByOwner: true,
    lines: [
      {
        from: 'owner',
        hoursAgo: 20 * 24,
        text: 'Clean fixed, thank you. Our operations desk in Piraeus will be your contact for delivery: ops@kalliope-shipping.example, +30 210 458 7700.',
      },
      {
        from: 'charterer',
        hoursAgo: 20 * 24 - 2,
        text: 'Thank you. Our port captain in Qingdao will attend delivery; we will send the bunker survey arrangements by Monday.',
      },
    ],
  },
  {
    vessel: 'Bergen Express',
    charterer: 'charterer3',
    aboutDeal: false,
    report: { line: 1, reason: 'Asks us to pay a deposit outside Fairlead, to an account we do not know.' },
    lines: [
      { from: 'charterer', hoursAgo: 9, text: 'Is Bergen Express free for two round voyages Bremerhaven to Immingham in January?' },
      {
        from: 'owner',
        hoursAgo: 8,
        text: 'She is. To hold her we need a 20% deposit today, paid straight to our agent’s account rather than through the platform.',
      },
    ],
  },
];

/** Plays the demo conversations through the messaging services, each line at the time it was written. */
export async function seedDemoMessages(
  db: Database,
  ids: Map<string, string>,
  vessels: Map<string, { id: string; ownerId: string }>,
  appUrl: string,
) {
  for (const thread of threads) {
    const vessel = vessels.get(thread.vessel)!;
    const chartererId = ids.get(thread.charterer)!;
    const [owner, charterer] = [(await loadCurrentUser(db, vessel.ownerId))!, (await loadCurrentUser(db, chartererId))!];
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const first = at(thread.lines[0].hoursAgo + 0.1);
    let id: string;
    if (thread.aboutDeal) {
      const [deal] = await db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.vesselId, vessel.id), eq(deals.chartererId, chartererId)));
      id = await openConversation(db, charterer, { dealId: deal.id }, first);
    } else {
      id = await openConversation(db, charterer, { vesselId: vessel.id }, first);
      await db.update(conversations).set({ createdAt: first }).where(eq(conversations.id, id));
    }
    const sent: string[] = [];
    for (const line of thread.lines)
      sent.push((await sendMessage({ db, appUrl }, line.from === 'owner' ? owner : charterer, id, line.text, at(line.hoursAgo))).id);
    if (thread.report)
      await reportMessage(db, charterer, sent[thread.report.line], thread.report.reason, at(thread.lines[thread.report.line].hoursAgo - 0.5));
    if (thread.readByOwner) await markConversationRead(db, owner, id, at(thread.lines.at(-1)!.hoursAgo - 1));
  }
}
