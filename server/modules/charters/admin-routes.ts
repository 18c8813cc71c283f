import { adminListSchema, charterListSorts, reasonSchema } from '../../../common/admin/lists';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { parseJson, parseQuery, uuidParam } from '../../lib/validate';
import { adminCancelCharter, adminGetCharter, adminListCharters } from './admin-service';

const admin = ['admin'] as const;
const listSchema = adminListSchema(charterListSorts);

export function adminCharterRoutes(r: Router) {
  r.get('/api/admin/charters', admin, async (c) => c.json(await adminListCharters(c.get('deps').db, parseQuery(c, listSchema))));
  r.get('/api/admin/charters/:id', admin, async (c) => c.json({ charter: await adminGetCharter(c.get('deps').db, uuidParam(c, 'id', 'Charter not found')) }));
  r.post('/api/admin/charters/:id/cancel', admin, async (c) => {
    const id = uuidParam(c, 'id', 'Charter not found');
    const { reason } = await parseJson(c, reasonSchema);
    return c.json({ charter: await adminCancelCharter(c.get('deps').db, requireUser(c), id, reason) });
  });
}
