import { Alert } from '../../../components/ui/feedback';
import type { DealPayments } from '../api/payments';

/**
 * Why money released to the owner has not reached their bank: a review of their bank details holds it (#25). The
 * server words the reason for the owner and sends it only to the owner and admins; the charterer never gets one.
 */
export function PayoutHeldNotice({ held }: { held: DealPayments['payoutHeld'] }) {
  if (!held) return null;
  return (
    <Alert tone="info" className="mt-4">
      <p className="font-medium">Payout held for review</p>
      <p className="mt-0.5">{held.reason}</p>
    </Alert>
  );
}
