import { adminApi } from '../../../common/admin/api';
import type { Router } from '../../lib/contract';
import { adminGetPayment, adminListPayments } from './admin-service';

export function adminPaymentRoutes(route: Router) {
  route(adminApi.listPayments, async (c, { query }) => adminListPayments(c.get('deps').db, query));
  route(adminApi.getPayment, async (c, { params }) => ({ payment: await adminGetPayment(c.get('deps').db, params.id) }));
}
