import { payoutsApi } from '../../../common/payments/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { bankDetailsOf, blockBankDetailsChange, cancelBankDetailsChange, changesInFlight, confirmBankDetails, saveBankDetails } from './bank-details';
import { paymentDeps } from './deps';

export function payoutRoutes(route: Router) {
  route(payoutsApi.get, async (c) => bankDetailsOf(c.get('deps').db, requireUser(c)));
  route(payoutsApi.save, async (c, { body }) => saveBankDetails(paymentDeps(c.get('deps')), requireUser(c), body));
  route(payoutsApi.confirm, async (c, { body }) => confirmBankDetails(paymentDeps(c.get('deps')), requireUser(c), body.token));
  route(payoutsApi.cancel, async (c) => cancelBankDetailsChange(paymentDeps(c.get('deps')), requireUser(c)));
  route(payoutsApi.adminChanges, async (c) => ({ items: await changesInFlight(c.get('deps').db) }));
  route(payoutsApi.adminBlock, async (c, { params, body }) => {
    await blockBankDetailsChange(paymentDeps(c.get('deps')), requireUser(c), params.id, body.reason);
    return null;
  });
}
