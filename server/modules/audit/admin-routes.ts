import { adminApi } from '../../../common/admin/api';
import type { Router } from '../../lib/contract';
import { listAudit } from './admin-service';

export function adminAuditRoutes(route: Router) {
  route(adminApi.audit, async (c, { query }) => listAudit(c.get('deps').db, query));
}
