import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { conversationDetailSchema, conversationSummarySchema, messageInputSchema, messageSchema, openConversationSchema, reportInputSchema } from './schemas';

const conversationParams = z.object({ id: z.uuid({ error: 'Conversation not found' }) });
const messageParams = z.object({ id: z.uuid({ error: 'Message not found' }) });

export const messagingApi = {
  list: endpoint({
    method: 'get', path: '/api/conversations', operationId: 'listConversations', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'The caller’s conversations, most recent activity first, with unread counts',
    ok: { status: 200, schema: z.object({ items: z.array(conversationSummarySchema), unread: z.number().int() }) },
  }),
  open: endpoint({
    method: 'post', path: '/api/conversations', operationId: 'openConversation', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'Open a conversation: a charterer about a ship (before any deal), or either party a deal’s thread; an existing one is answered as it is',
    body: openConversationSchema,
    ok: { status: 200, schema: z.object({ id: z.uuid() }) }, errors: [404],
  }),
  get: endpoint({
    method: 'get', path: '/api/conversations/{id}', operationId: 'getConversation', tag: 'Messages', access: 'user',
    summary: 'A conversation and its messages (parties; admins only when one of its messages was reported)',
    params: conversationParams,
    ok: { status: 200, schema: z.object({ conversation: conversationDetailSchema }) },
  }),
  send: endpoint({
    method: 'post', path: '/api/conversations/{id}/messages', operationId: 'sendMessage', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'Send a message (up to 5,000 characters)',
    params: conversationParams, body: messageInputSchema,
    ok: { status: 201, schema: z.object({ message: messageSchema }) },
  }),
  sendFile: endpoint({
    method: 'post', path: '/api/conversations/{id}/attachments', operationId: 'sendAttachment', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'Send a file (multipart: `file`, and an optional `body` caption): PDF, JPEG, PNG, WebP, Word or Excel by content, at most 10 MB',
    params: conversationParams, ok: { status: 201, schema: z.object({ message: messageSchema }) }, errors: [400, 413],
  }),
  file: endpoint({
    method: 'get', path: '/api/attachments/{id}', operationId: 'getAttachment', tag: 'Messages', access: 'user',
    summary: 'A file sent in a conversation (its parties; admins once a message in it was reported)',
    params: z.object({ id: z.uuid({ error: 'File not found' }) }), ok: { status: 200, file: 'application/octet-stream' },
  }),
  read: endpoint({
    method: 'post', path: '/api/conversations/{id}/read', operationId: 'markConversationRead', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'Mark the conversation read up to now (the other side sees it read)',
    params: conversationParams, ok: { status: 204 },
  }),
  report: endpoint({
    method: 'post', path: '/api/messages/{id}/report', operationId: 'reportMessage', tag: 'Messages', access: ['owner', 'charterer'],
    summary: 'Report the other side’s message to the back office',
    params: messageParams, body: reportInputSchema, ok: { status: 204 }, errors: [409],
  }),
};
