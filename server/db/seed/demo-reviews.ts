import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { charters, reviewReplies, reviews } from '../schema';
import { refreshRatings } from '../../modules/reviews/publish';
import { windowClosesAt } from '../../modules/reviews/service';

const DAY = 86_400_000;

// What the parties to the demo's completed fixtures wrote of each other, in the words members use: a charterer of the
// owner (ship as described, performance, communication), an owner of the charterer (cargo ready, payments, messages).
const ofOwners = [
  {
    overall: 5,
    ratings: { vesselAsDescribed: 5, performance: 5, communication: 4 },
    body: 'Ship delivered within laycan and exactly as described: holds passed inspection first time and she kept her warranted speed on the laden leg. Daily noon reports without being asked.',
    quotable: true,
  },
  {
    overall: 4,
    ratings: { vesselAsDescribed: 4, performance: 4, communication: 5 },
    body: 'Good ship, well run. One crane was slow at the load port and cost us half a day, but the owners were open about it and settled the off-hire without argument.',
    quotable: false,
  },
];
const ofCharterers = [
  {
    overall: 5,
    ratings: { cargoReady: 5, paymentsOnTime: 5, communication: 5 },
    body: 'Cargo ready on arrival, documents in order and freight paid on the day it fell due. Straightforward charterers we would fix with again.',
    quotable: true,
  },
  {
    overall: 4,
    ratings: { cargoReady: 3, paymentsOnTime: 5, communication: 4 },
    body: 'Payments always on time. The cargo was a day late at the berth, but the receivers paid demurrage promptly on our laytime statement.',
    quotable: false,
  },
];

/**
 * Both sides' reviews of each completed demo fixture, published as they would be once both were in (a week after the
 * fixture ended), with the companies' ratings brought up to date and one owner's reply.
 */
export async function seedDemoReviews(db: Database): Promise<void> {
  const done = await db
    .select()
    .from(charters)
    .where(and(eq(charters.status, 'completed'), isNotNull(charters.dealId)))
    .orderBy(asc(charters.endDate));
  let i = 0;
  for (const c of done) {
    const ended = Date.parse(`${c.endDate}T00:00:00Z`) + DAY;
    const at = (days: number) => new Date(Math.min(Date.now(), ended + days * DAY));
    const shared = { charterId: c.id, dealId: c.dealId!, windowClosesAt: windowClosesAt(c.endDate), publishedAt: at(7) };
    const [ofOwner] = await db
      .insert(reviews)
      .values({
        ...shared,
        ...ofOwners[i % ofOwners.length],
        authorId: c.chartererId,
        subjectId: c.ownerId,
        authorSide: 'charterer',
        createdAt: at(3),
      })
      .returning();
    await db.insert(reviews).values({
      ...shared,
      ...ofCharterers[i % ofCharterers.length],
      authorId: c.ownerId,
      subjectId: c.chartererId,
      authorSide: 'owner',
      createdAt: at(7),
    });
    if (ofOwner.overall < 5) {
      await db.insert(reviewReplies).values({
        reviewId: ofOwner.id,
        authorId: c.ownerId,
        body: 'Thank you for the fair words. The crane was repaired at the next port and has been surveyed since.',
        createdAt: at(9),
      });
    }
    i++;
  }
  await refreshRatings(
    db,
    done.flatMap((c) => [c.ownerId, c.chartererId]),
  );
}
