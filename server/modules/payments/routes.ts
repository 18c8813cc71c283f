import { bodyLimit } from 'hono/body-limit';
import { exportsApi } from '../../../common/exports/api';
import { paymentsApi } from '../../../common/payments/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { readEvidence } from './evidence';
import { downloadHeaders, readEvidenceUpload } from './evidence-upload';
import { exportMyPayments } from '../exports/member-service';
import { actOnPayment } from './answer';
import { startBankTransfer } from './bank-transfer';
import { startPayment } from './collect';
import { endCheckout } from './end-checkout';
import { paymentDeps } from './deps';
import { dealPayments, paymentView } from './read';
import { confirmPayment, markDone, raiseClaim } from './release';
import { claimDemurrage } from './schedule';
import { receiveWebhook } from './webhooks';

const webhookLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', 'A webhook event is at most 256 KB');
  },
});

export function paymentRoutes(route: Router) {
  route(exportsApi.myPayments, async (c, { query }) => exportMyPayments(c.get('deps').db, requireUser(c), query, c.get('deps').clock.now()));
  route(paymentsApi.ofDeal, async (c, { params }) => {
    const d = paymentDeps(c.get('deps'));
    return dealPayments(d.db, requireUser(c), params.id, d.autoReleaseDays, d.clock.now(), d.provider);
  });
  route(paymentsApi.checkout, async (c, { params, body }) => {
    const d = paymentDeps(c.get('deps'));
    const { checkoutUrl } =
      body.method === 'bank_transfer'
        ? await startBankTransfer(d, requireUser(c), params.id, body.idempotencyKey)
        : await startPayment(d, requireUser(c), params.id, body.idempotencyKey);
    return { checkoutUrl, payment: await paymentView(d.db, params.id, d.clock.now(), requireUser(c)) };
  });
  route(paymentsApi.endCheckout, async (c, { params, body }) => {
    const d = paymentDeps(c.get('deps'));
    await endCheckout(d, requireUser(c), params.id, body.chargeId);
    return { payment: await paymentView(d.db, params.id, d.clock.now(), requireUser(c)) };
  });
  route(paymentsApi.markDone, async (c, { params }) => {
    const input = await readEvidenceUpload(c);
    return actOnPayment(c, params.id, (d, user) => markDone(d, c.get('deps').storage, user, params.id, input));
  });
  route(paymentsApi.evidence, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const f = await readEvidence({ db, storage }, requireUser(c), params.id);
    return c.body(new Uint8Array(f.data), 200, downloadHeaders(f));
  });
  route(paymentsApi.confirm, (c, { params }) => actOnPayment(c, params.id, (d, user) => confirmPayment(d, user, params.id)));
  route(paymentsApi.claim, (c, { params, body }) => actOnPayment(c, params.id, (d, user) => raiseClaim(d, user, params.id, body.reason)));
  // Closed (#30): demurrage is settled from the agreed laytime sheet; the typed claim is refused after the access checks.
  route(paymentsApi.demurrage, async (c, { params }) => c.get('deps').db.transaction((tx) => claimDemurrage(tx, requireUser(c), params.id)));
  // Signed by the provider, not sent by a browser: no session, no Origin (security.ts lets this path through).
  route(paymentsApi.webhook, async (c, { params }) => {
    let raw = '';
    await webhookLimit(c, async () => {
      raw = await c.req.text();
    });
    const header = params.provider === 'stripe' ? c.req.header('stripe-signature') : c.req.header('fairlead-signature');
    return { received: true as const, outcome: await receiveWebhook(paymentDeps(c.get('deps')), params.provider, raw, header) };
  });
}
