import { redeliveryApi } from '../../../common/payments/redelivery-api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { paymentDeps } from './deps';
import { dealPayments } from './read';
import { recordRedelivery } from './redelivery';

export function redeliveryRoutes(route: Router) {
  route(redeliveryApi.record, async (c, { params, body }) => {
    const d = paymentDeps(c.get('deps'));
    const user = requireUser(c);
    await d.db.transaction((tx) => recordRedelivery(tx, d, user, params.id, body, d.clock.now()));
    return dealPayments(d.db, user, params.id, d.autoReleaseDays, d.clock.now(), d.provider);
  });
}
