import { adminApi } from '../../../common/admin/api';
import { exportsApi } from '../../../common/exports/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { exportVessels } from '../exports/vessels-export';
import { adminGetVessel, adminListVessels, setVesselSuspended } from './admin-service';

export function adminVesselRoutes(route: Router) {
  route(adminApi.listVessels, async (c, { query }) => adminListVessels(c.get('deps').db, query));
  route(exportsApi.adminVessels, async (c, { query }) => exportVessels(c.get('deps').db, query, c.get('deps').clock.now()));
  route(adminApi.getVessel, async (c, { params }) => ({ vessel: await adminGetVessel(c.get('deps').db, params.id) }));
  for (const [operation, suspend] of [
    [adminApi.suspendVessel, true],
    [adminApi.reinstateVessel, false],
  ] as const) {
    route(operation, async (c, { params, body }) => ({
      vessel: await setVesselSuspended(c.get('deps').db, requireUser(c), params.id, suspend, body.reason),
    }));
  }
}
