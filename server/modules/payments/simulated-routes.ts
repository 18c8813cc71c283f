import { paymentsApi } from '../../../common/payments/api';
import type { AppDeps } from '../../lib/context';
import type { Router } from '../../lib/contract';
import { createSimulatedProvider, type SimulatedCharge } from './providers/simulated';

const shown = (row: SimulatedCharge) => ({
  ref: row.ref,
  amount: row.amount,
  currency: row.currency,
  description: row.description,
  status: row.status,
  returnUrl: row.returnUrl,
  failure: row.failure,
});

/** The simulated provider's hosted checkout API, mounted only when PAYMENTS_PROVIDER=simulated. */
export function simulatedProviderRoutes(route: Router) {
  const checkout = (d: AppDeps) =>
    createSimulatedProvider({ db: d.db, clock: d.clock, appUrl: d.config.appUrl, webhookSecret: d.config.payments.webhookSecret }).checkout;
  route(paymentsApi.simulatedCharge, async (c, { params }) => shown(await checkout(c.get('deps')).get(params.ref)));
  route(paymentsApi.simulatedPay, async (c, { params, body }) => shown(await checkout(c.get('deps')).pay(params.ref, body.number)));
  route(paymentsApi.simulatedCancel, async (c, { params }) => shown(await checkout(c.get('deps')).cancel(params.ref)));
  route(paymentsApi.simulatedBankReceipt, async (c, { body }) => {
    const d = c.get('deps');
    return createSimulatedProvider({
      db: d.db,
      clock: d.clock,
      appUrl: d.config.appUrl,
      webhookSecret: d.config.payments.webhookSecret,
    }).bank.receive(body.reference, body.amount, body.currency);
  });
  route(paymentsApi.simulatedAuthenticate, async (c, { params, body }) =>
    shown(await checkout(c.get('deps')).authenticate(params.ref, body.approve)),
  );
}
