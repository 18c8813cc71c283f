import { z } from 'zod';
import type { Router } from '../../auth/guard';
import { requireUser } from '../../auth/guard';
import { parseOrThrow } from '../../lib/validate';
import { listNotifications, markAllRead, markRead } from './service';

const idParam = z.uuid({ error: 'Notification not found' });

export function notificationRoutes(r: Router) {
  r.get('/api/notifications', 'user', async (c) => c.json(await listNotifications(c.get('deps').db, requireUser(c).id)));

  r.post('/api/notifications/read-all', 'user', async (c) => {
    await markAllRead(c.get('deps').db, requireUser(c).id);
    return c.body(null, 204);
  });

  r.post('/api/notifications/:id/read', 'user', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: { code: 'not_found', message: 'Notification not found' } }, 404);
    await markRead(c.get('deps').db, requireUser(c).id, parseOrThrow(idParam, id.data));
    return c.body(null, 204);
  });
}
