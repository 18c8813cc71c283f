import { adminListSchema, paymentListSorts } from '../../../common/admin/lists';
import type { Router } from '../../auth/guard';
import { parseQuery, uuidParam } from '../../lib/validate';
import { adminGetPayment, adminListPayments } from './admin-service';

const admin = ['admin'] as const;
const listSchema = adminListSchema(paymentListSorts);

export function adminPaymentRoutes(r: Router) {
  r.get('/api/admin/payments', admin, async (c) => c.json(await adminListPayments(c.get('deps').db, parseQuery(c, listSchema))));
  r.get('/api/admin/payments/:id', admin, async (c) => c.json({ payment: await adminGetPayment(c.get('deps').db, uuidParam(c, 'id', 'Payment not found')) }));
}
