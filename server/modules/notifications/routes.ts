import { notificationsApi } from '../../../common/notifications/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { listNotifications, markAllRead, markRead } from './service';
import { getMailPreferences, setMailPreferences } from './preferences';
import { eventStream } from './stream';

export function notificationRoutes(route: Router) {
  route(notificationsApi.list, async (c) => listNotifications(c.get('deps').db, requireUser(c).id));
  route(notificationsApi.stream, eventStream);
  route(notificationsApi.mailPreferences, async (c) => ({ preferences: await getMailPreferences(c.get('deps').db, requireUser(c).id) }));
  route(notificationsApi.setMailPreferences, async (c, { body }) => ({
    preferences: await setMailPreferences(c.get('deps').db, requireUser(c).id, body),
  }));
  route(notificationsApi.readAll, async (c) => {
    await markAllRead(c.get('deps').db, requireUser(c).id);
    return null;
  });
  route(notificationsApi.read, async (c, { params }) => {
    await markRead(c.get('deps').db, requireUser(c).id, params.id);
    return null;
  });
}
