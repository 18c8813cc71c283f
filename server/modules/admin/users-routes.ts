import { adminApi } from '../../../common/admin/api';
import { exportsApi } from '../../../common/exports/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { exportUsers } from '../exports/admin-service';
import { removeUser } from './remove-user';
import { reinstateUser, suspendUser } from './suspension';
import { createAdmin, editUser, listUsers, setRole } from './users-service';

export function adminUserRoutes(route: Router) {
  route(adminApi.listUsers, async (c, { query }) => listUsers(c.get('deps').db, query));
  route(exportsApi.adminUsers, async (c, { query }) => exportUsers(c.get('deps').db, query, c.get('deps').clock.now()));
  route(adminApi.createAdmin, async (c, { body }) => ({ profile: await createAdmin(c.get('deps').db, requireUser(c), body) }));
  route(adminApi.suspendUser, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    return { profile: await suspendUser(db, requireUser(c), params.id, body.reason, clock.now(), config.appUrl) };
  });
  route(adminApi.reinstateUser, async (c, { params }) => ({ profile: await reinstateUser(c.get('deps').db, requireUser(c), params.id) }));
  route(adminApi.setRole, async (c, { params, body }) => ({ profile: await setRole(c.get('deps').db, requireUser(c), params.id, body) }));
  route(adminApi.editUser, async (c, { params, body }) => ({ profile: await editUser(c.get('deps').db, requireUser(c), params.id, body) }));
  route(adminApi.deleteUser, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    await removeUser(db, requireUser(c), params.id, clock.now());
    return null;
  });
}
