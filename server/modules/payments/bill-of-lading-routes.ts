import { billOfLadingApi, kilogramsOf } from '../../../common/payments/bill-of-lading';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { recordBillOfLading } from './bill-of-lading';
import { paymentDeps } from './deps';
import { dealPayments } from './read';

export function billOfLadingRoutes(route: Router) {
  route(billOfLadingApi.record, async (c, { params, body }) => {
    const d = paymentDeps(c.get('deps'));
    const user = requireUser(c);
    await d.db.transaction((tx) => recordBillOfLading(tx, d.appUrl, user, params.id, kilogramsOf(body.quantityT), d.clock.now()));
    return dealPayments(d.db, user, params.id, d.autoReleaseDays, d.clock.now(), d.provider);
  });
}
