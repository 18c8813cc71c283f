import { adminApi } from '../../../common/admin/api';
import { exportsApi } from '../../../common/exports/api';
import type { Router } from '../../lib/contract';
import { exportAudit } from '../exports/admin-service';
import { listAudit } from './admin-service';

export function adminAuditRoutes(route: Router) {
  route(adminApi.audit, async (c, { query }) => listAudit(c.get('deps').db, query));
  route(exportsApi.adminAudit, async (c) => exportAudit(c.get('deps').db, c.get('deps').clock.now()));
}
