import { payoutFlagsApi } from '../../../common/payments/payout-flags';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { paymentDeps } from './deps';
import { clearPayoutFlag, openPayoutFlags } from './payout-flags';

export function payoutFlagRoutes(route: Router) {
  route(payoutFlagsApi.list, async (c) => ({ items: await openPayoutFlags(c.get('deps').db) }));
  route(payoutFlagsApi.clear, async (c, { params, body }) => {
    await clearPayoutFlag(paymentDeps(c.get('deps')), requireUser(c), params.id, body.reason);
    return null;
  });
}
