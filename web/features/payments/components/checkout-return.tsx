import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { checkoutEndMarker as marker } from '../../../../common/payments/checkout-end';
import { Alert } from '../../../components/ui/feedback';
import { useEndCheckout } from '../api/checkout';

/**
 * The payments page reached through a checkout's "back" link (#25): it carries the instalment and the charge whose
 * checkout the member left. This asks the server once to end that checkout and takes the marker off the address, so
 * a reload does not ask again. Only the server decides whether it may be ended (the deal's charterer, not yet paid).
 */
export function CheckoutReturn({ dealId }: { dealId: string }) {
  const [params, setParams] = useSearchParams();
  const end = useEndCheckout(dealId);
  const { mutate } = end;
  const asked = useRef<string | null>(null);
  const paymentId = params.get(marker.flag) === marker.value ? params.get(marker.payment) : null;
  const chargeId = paymentId ? params.get(marker.charge) : null;

  useEffect(() => {
    if (!paymentId || !chargeId || asked.current === chargeId) return;
    asked.current = chargeId;
    mutate({ paymentId, chargeId });
    setParams(
      (p) => {
        for (const name of [marker.flag, marker.payment, marker.charge]) p.delete(name);
        return p;
      },
      { replace: true },
    );
  }, [paymentId, chargeId, mutate, setParams]);

  if (end.isPending)
    return (
      <Alert tone="info" className="mt-4">
        Ending the checkout you left…
      </Alert>
    );
  if (end.isSuccess)
    return (
      <Alert tone="info" className="mt-4">
        You left the checkout without paying: it has ended and nothing was charged. The instalment can be paid again.
      </Alert>
    );
  if (end.error) return <Alert className="mt-4">{end.error.message}</Alert>;
  return null;
}
