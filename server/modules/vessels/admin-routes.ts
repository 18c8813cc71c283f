import { adminListSchema, reasonSchema, vesselListSorts } from '../../../common/admin/lists';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { parseJson, parseQuery, uuidParam } from '../../lib/validate';
import { adminGetVessel, adminListVessels, setVesselSuspended } from './admin-service';

const admin = ['admin'] as const;
const listSchema = adminListSchema(vesselListSorts);

export function adminVesselRoutes(r: Router) {
  r.get('/api/admin/vessels', admin, async (c) => c.json(await adminListVessels(c.get('deps').db, parseQuery(c, listSchema))));
  r.get('/api/admin/vessels/:id', admin, async (c) => c.json({ vessel: await adminGetVessel(c.get('deps').db, uuidParam(c, 'id', 'Vessel not found')) }));
  for (const [action, suspend] of [['suspend', true], ['reinstate', false]] as const) {
    r.post(`/api/admin/vessels/:id/${action}`, admin, async (c) => {
      const id = uuidParam(c, 'id', 'Vessel not found');
      const { reason } = await parseJson(c, reasonSchema);
      return c.json({ vessel: await setVesselSuspended(c.get('deps').db, requireUser(c), id, suspend, reason) });
    });
  }
}
