import { listQuerySchema } from '../../../common/admin/schemas';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { parseQuery, pathParam } from '../../lib/validate';
import { createAdmin, deleteUser, editUser, listUsers, setRole, verifyUser } from './users-service';

const admin = ['admin'] as const;

export function adminUserRoutes(r: Router) {
  r.get('/api/admin/users', admin, async (c) => c.json(await listUsers(c.get('deps').db, parseQuery(c, listQuerySchema))));

  r.post('/api/admin/users', admin, async (c) => {
    const body = await c.req.json().catch(() => ({}));
    return c.json({ profile: await createAdmin(c.get('deps').db, requireUser(c), body) }, 201);
  });

  r.post('/api/admin/users/:id/verify', admin, async (c) =>
    c.json({ profile: await verifyUser(c.get('deps').db, requireUser(c), pathParam(c, 'id')) }),
  );

  r.put('/api/admin/users/:id/role', admin, async (c) => {
    const body = await c.req.json().catch(() => ({}));
    return c.json({ profile: await setRole(c.get('deps').db, requireUser(c), pathParam(c, 'id'), body) });
  });

  r.patch('/api/admin/users/:id', admin, async (c) => {
    const body = await c.req.json().catch(() => ({}));
    return c.json({ profile: await editUser(c.get('deps').db, requireUser(c), pathParam(c, 'id'), body) });
  });

  r.delete('/api/admin/users/:id', admin, async (c) => {
    await deleteUser(c.get('deps').db, requireUser(c), pathParam(c, 'id'));
    return c.body(null, 204);
  });
}
