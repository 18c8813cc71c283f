import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { mailPreferencesSchema } from './preferences';

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Where the notice leads in the app (a deal's notices lead to the deal); null for notices from before #25. */
  link: z.object({ path: z.string(), label: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsApi = {
  mailPreferences: endpoint({
    method: 'get',
    path: '/api/notifications/mail-preferences',
    operationId: 'getMailPreferences',
    tag: 'Notifications',
    access: 'user',
    summary: 'How the caller is e-mailed about deals and messages: immediately, in a digest, or not',
    ok: { status: 200, schema: z.object({ preferences: mailPreferencesSchema }) },
  }),
  setMailPreferences: endpoint({
    method: 'put',
    path: '/api/notifications/mail-preferences',
    operationId: 'setMailPreferences',
    tag: 'Notifications',
    access: 'user',
    summary: 'Choose, per category, immediately, digest (unread for 10 minutes, one e-mail) or off',
    body: mailPreferencesSchema,
    ok: { status: 200, schema: z.object({ preferences: mailPreferencesSchema }) },
  }),
  list: endpoint({
    method: 'get',
    path: '/api/notifications',
    operationId: 'listNotifications',
    tag: 'Notifications',
    access: 'user',
    summary: 'The caller’s 50 newest notifications and the unread count',
    ok: { status: 200, schema: z.object({ items: z.array(notificationSchema), unread: z.number().int() }) },
  }),
  readAll: endpoint({
    method: 'post',
    path: '/api/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    tag: 'Notifications',
    access: 'user',
    summary: 'Mark every notification of the caller read',
    ok: { status: 204 },
  }),
  read: endpoint({
    method: 'post',
    path: '/api/notifications/{id}/read',
    operationId: 'markNotificationRead',
    tag: 'Notifications',
    access: 'user',
    summary: 'Mark one of the caller’s notifications read (another member’s is not found)',
    params: z.object({ id: z.uuid({ error: 'Notification not found' }) }),
    ok: { status: 204 },
  }),
  stream: endpoint({
    method: 'get',
    path: '/api/events',
    operationId: 'streamEvents',
    tag: 'Notifications',
    access: 'user',
    summary: 'The caller’s live events as Server-Sent Events',
    description: [
      'One stream per browser tab. Each event has an increasing `id`; a reconnecting client sends the last one in',
      '`Last-Event-ID` and first receives what it missed. Events carry ids, not content (`message`, `read`,',
      '`conversation`, `deal`, `notification`); `ready` opens the stream, `reset` says too much was missed (read',
      'everything again), `bye` says the session ended. A comment line every 20 s keeps proxies from closing it.',
    ].join(' '),
    // The browser's own reconnection sends Last-Event-ID; a page that opens a new stream itself passes it here.
    query: z.object({ lastEventId: z.coerce.number({ error: 'lastEventId is an event id' }).int().min(0).optional() }),
    ok: { status: 200, file: 'text/event-stream' },
  }),
};
