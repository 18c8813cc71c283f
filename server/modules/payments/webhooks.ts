import { and, eq } from 'drizzle-orm';
import { paymentWebhookEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentDeps } from './deps';
import { applyProviderEvent } from './collect';

/** Thrown inside the transaction to undo it: the event was processed already. */
class AlreadyProcessed extends Error {}

/**
 * A webhook delivery: the signature is checked (300 s either side) before anything is read; the raw event is stored
 * under its provider event id, with what it did, in the transaction that applies it. The same event delivered ten
 * times, in any order with the others, takes effect once: a repeat finds the stored row, and of two deliveries
 * racing, the one whose row does not insert rolls back its work.
 */
export async function receiveWebhook(deps: PaymentDeps, providerName: string, rawBody: string, signature: string | undefined): Promise<string> {
  if (providerName !== deps.provider.name)
    throw new AppError('validation', `This server takes payments through ${deps.provider.name}, not ${providerName}`);
  const event = deps.provider.parseWebhook(rawBody, signature, deps.clock.now());
  try {
    return await deps.db.transaction(async (tx) => {
      const once = and(eq(paymentWebhookEvents.provider, providerName), eq(paymentWebhookEvents.eventId, event.id));
      const [seen] = await tx.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents).where(once);
      if (seen) throw new AlreadyProcessed();
      const outcome = await applyProviderEvent(tx, deps, event);
      const stored = await tx
        .insert(paymentWebhookEvents)
        .values({ provider: providerName, eventId: event.id, type: event.type, payload: rawBody, outcome, receivedAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      if (!stored.length) throw new AlreadyProcessed();
      return outcome;
    });
  } catch (err) {
    if (err instanceof AlreadyProcessed) return 'duplicate: already processed';
    throw err;
  }
}
