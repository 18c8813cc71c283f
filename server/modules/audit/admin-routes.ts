import { listQuerySchema } from '../../../common/admin/schemas';
import type { Router } from '../../auth/guard';
import { parseQuery } from '../../lib/validate';
import { listAudit } from './admin-service';

export function adminAuditRoutes(r: Router) {
  r.get('/api/admin/audit', ['admin'], async (c) => c.json(await listAudit(c.get('deps').db, parseQuery(c, listQuerySchema))));
}
