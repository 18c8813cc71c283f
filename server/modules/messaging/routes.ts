import { messagingApi } from '../../../common/messaging/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { openConversation } from './conversations';
import { markConversationRead, reportMessage, sendMessage } from './messages';
import { getConversation, listConversations } from './read';

export function messagingRoutes(route: Router) {
  route(messagingApi.list, async (c) => listConversations(c.get('deps').db, requireUser(c)));
  route(messagingApi.open, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    return { id: await openConversation(db, requireUser(c), body, clock.now()) };
  });
  route(messagingApi.get, async (c, { params }) => ({ conversation: await getConversation(c.get('deps').db, requireUser(c), params.id) }));
  route(messagingApi.send, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    return { message: await sendMessage(db, requireUser(c), params.id, body.body, clock.now()) };
  });
  route(messagingApi.read, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    await markConversationRead(db, requireUser(c), params.id, clock.now());
    return null;
  });
  route(messagingApi.report, async (c, { params, body }) => {
    const { db, clock } = c.get('deps');
    await reportMessage(db, requireUser(c), params.id, body.reason, clock.now());
    return null;
  });
}
