import { adminApi } from '../../../common/admin/api';
import { exportsApi } from '../../../common/exports/api';
import { adminPaymentsApi } from '../../../common/payments/api';
import type { Router } from '../../lib/contract';
import { exportLedger, exportPayments } from '../exports/admin-service';
import { adminDealLedger, adminGetPayment, adminListPayments } from './admin-service';
import { retryPayment } from './collect';
import { actOnPayment } from './answer';
import { adminHold, adminRefund, adminRelease } from './release';

export function adminPaymentRoutes(route: Router) {
  route(adminApi.listPayments, async (c, { query }) => adminListPayments(c.get('deps').db, query));
  route(adminApi.getPayment, async (c, { params }) => ({ payment: await adminGetPayment(c.get('deps').db, params.id) }));
  route(exportsApi.adminPayments, async (c, { query }) => exportPayments(c.get('deps').db, query, c.get('deps').clock.now()));
  route(exportsApi.adminLedger, async (c, { query }) => exportLedger(c.get('deps').db, query, c.get('deps').clock.now()));
  route(adminPaymentsApi.ledger, async (c, { params }) => adminDealLedger(c.get('deps').db, params.id));
  route(adminPaymentsApi.retry, (c, { params }) => actOnPayment(c, params.id, (d, admin) => retryPayment(d, admin, params.id)));
  route(adminPaymentsApi.release, (c, { params, body }) => actOnPayment(c, params.id, (d, admin) => adminRelease(d, admin, params.id, body.reason)));
  route(adminPaymentsApi.refund, (c, { params, body }) => actOnPayment(c, params.id, (d, admin) => adminRefund(d, admin, params.id, body)));
  route(adminPaymentsApi.hold, (c, { params, body }) => actOnPayment(c, params.id, (d, admin) => adminHold(d, admin, params.id, body.reason)));
}
