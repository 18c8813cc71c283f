import { z } from 'zod';

// After fixture a party may still walk away, but only by cancelling with its reason on the deal's record, both sides
// told (#26). Not while money has gone into escrow or a charge is under way (Fairlead cancels then, so that the money is
// returned or paid as the charter party says), and not once the charter has begun.

export const REASON_MIN = 10;
export const REASON_MAX = 1000;

/** The same words in the form and from the API. */
export const fixtureCancelMessages = {
  reasonShort: `Give the reason for cancelling in at least ${REASON_MIN} characters: it goes on the record and to the other side`,
  reasonLong: `Keep the reason under ${REASON_MAX.toLocaleString('en')} characters`,
  moneyHeld: 'Money is held in escrow for this fixture: ask Fairlead to cancel it, so that the money is returned or paid as the charter party says',
  chargePending:
    'A payment into escrow for this fixture is being processed: wait for its outcome; if the money is taken, ask Fairlead to cancel the fixture',
  started: 'The charter has begun (the ship is delivered or its dates have started): it can no longer be cancelled by one side; ask Fairlead',
  admin: 'Fairlead cancels a fixture from the charters back office, with its reason; this is the parties’ own cancellation',
} as const;

export const fixtureCancelSchema = z.object({
  reason: z
    .string({ error: fixtureCancelMessages.reasonShort })
    .trim()
    .min(REASON_MIN, fixtureCancelMessages.reasonShort)
    .max(REASON_MAX, fixtureCancelMessages.reasonLong),
});
export type FixtureCancelInput = z.infer<typeof fixtureCancelSchema>;

/** What decides whether a fixed deal may still be cancelled by a party, read by the server under the deal's lock. */
export type FixtureFacts = {
  /** The charter is active or completed, or the ship's delivery is on record. */
  started: boolean;
  /** An instalment's money went into escrow (held, on hold, or already paid on from it). */
  moneyHeld: boolean;
  /** A charge into escrow is waiting for the provider's answer. */
  chargePending: boolean;
};

/** Why a party may not cancel this fixture now, or null. The deal must also be fixed (the deal table says so). */
export function fixtureCancelRefusal(f: FixtureFacts): string | null {
  if (f.started) return fixtureCancelMessages.started;
  if (f.chargePending) return fixtureCancelMessages.chargePending;
  if (f.moneyHeld) return fixtureCancelMessages.moneyHeld;
  return null;
}
