import { adminApi } from '../../../common/admin/api';
import { exportsApi } from '../../../common/exports/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { exportCharters } from '../exports/charters-export';
import { adminCancelCharter, adminGetCharter, adminListCharters } from './admin-service';

export function adminCharterRoutes(route: Router) {
  route(adminApi.listCharters, async (c, { query }) => adminListCharters(c.get('deps').db, query));
  route(exportsApi.adminCharters, async (c, { query }) => exportCharters(c.get('deps').db, query, c.get('deps').clock.now()));
  route(adminApi.getCharter, async (c, { params }) => ({ charter: await adminGetCharter(c.get('deps').db, params.id) }));
  route(adminApi.cancelCharter, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    return { charter: await adminCancelCharter({ db, appUrl: config.appUrl }, requireUser(c), params.id, body.reason, clock.now()) };
  });
}
