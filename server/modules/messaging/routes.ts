import { bodyLimit } from 'hono/body-limit';
import { messagingApi } from '../../../common/messaging/api';
import { attachmentMessages, captionSchema, MAX_ATTACHMENT_BYTES } from '../../../common/messaging/schemas';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import { readAttachment, sendAttachment } from './attachments';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { openConversation } from './conversations';
import { exportConversation } from './export';
import { markConversationRead, reportMessage, sendMessage } from './messages';
import { getConversation, listConversations } from './read';

const fileLimit = bodyLimit({
  maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024, // the multipart envelope around a 10 MB file
  onError: () => {
    throw new AppError('validation', attachmentMessages.tooBig, { file: attachmentMessages.tooBig });
  },
});

export function messagingRoutes(route: Router) {
  route(messagingApi.list, async (c) => listConversations(c.get('deps').db, requireUser(c)));
  route(messagingApi.open, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    return { id: await openConversation(db, requireUser(c), body, clock.now()) };
  });
  route(messagingApi.get, async (c, { params }) => ({ conversation: await getConversation(c.get('deps').db, requireUser(c), params.id) }));
  route(messagingApi.send, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    return { message: await sendMessage({ db, appUrl: config.appUrl }, requireUser(c), params.id, body.body, clock.now()) };
  });
  route(messagingApi.sendFile, async (c, { params }) => {
    let form: Record<string, unknown> = {};
    await fileLimit(c, async () => {
      form = await readForm(c);
    });
    const file = form['file'];
    if (!(file instanceof File)) throw new AppError('validation', attachmentMessages.missing, { file: attachmentMessages.missing });
    const caption = captionSchema.safeParse(typeof form['body'] === 'string' ? form['body'] : '');
    if (!caption.success) throw new AppError('validation', caption.error.issues[0].message, { body: caption.error.issues[0].message });
    const { db, storage, clock, config } = c.get('deps');
    const message = await sendAttachment(
      { db, storage, appUrl: config.appUrl },
      requireUser(c),
      params.id,
      { data: Buffer.from(await file.arrayBuffer()), name: file.name },
      caption.data,
      clock.now(),
    );
    return { message };
  });
  route(messagingApi.file, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const f = await readAttachment({ db, storage }, requireUser(c), params.id);
    return c.body(new Uint8Array(f.data), 200, {
      'Content-Type': f.contentType,
      // The plain name in ASCII for old clients, the exact one (UTF-8) for the rest.
      'Content-Disposition': `attachment; filename="${f.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  route(messagingApi.export, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    const f = await exportConversation(db, requireUser(c), params.id, clock.now());
    return c.body(f.text, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${f.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
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
