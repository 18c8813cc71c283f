import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { attachmentMessages, MAX_ATTACHMENT_BYTES } from '../../../common/messaging/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { messageAttachments, messages } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { visibleConversation } from './conversations';
import { writeMessage } from './messages';

/** What the bytes are, whatever the name says: the type is read from the content (file-type), never trusted. */
const accepted: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  // Word and Excel 97-2003 are both OLE compound files; the name says which.
  'application/x-cfb': 'doc|xls',
};

async function contentType(data: Buffer, name: string): Promise<{ type: string; ext: string }> {
  const found = await fileTypeFromBuffer(data);
  const ext = found && accepted[found.mime];
  if (!found || !ext) throw new AppError('validation', attachmentMessages.wrongType, { file: attachmentMessages.wrongType });
  if (found.mime !== 'application/x-cfb') return { type: found.mime, ext };
  const named = /\.(doc|xls)$/i.exec(name)?.[1].toLowerCase();
  if (!named) throw new AppError('validation', attachmentMessages.wrongType, { file: attachmentMessages.wrongType });
  return { type: named === 'doc' ? 'application/msword' : 'application/vnd.ms-excel', ext: named };
}

/** A name safe to show and to put in Content-Disposition: no path, no control or quote characters, at most 120. */
const cleanName = (name: string, ext: string) => {
  const base = [...name.split(/[\\/]/).pop()!].filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '"' && ch !== '\\').join('').trim().slice(0, 120);
  return base || `file.${ext}`;
};

/**
 * A message carrying a file. The bytes are checked and stored before the transaction; a file whose message then
 * fails to be written is removed again.
 */
export async function sendAttachment(
  deps: { db: Database; storage: BlobStorage; appUrl: string },
  user: CurrentUser,
  conversationId: string,
  file: { data: Buffer; name: string },
  caption: string,
  now: Date,
) {
  const { db, storage } = deps;
  const { side } = await visibleConversation(db, conversationId, user);
  if (!side) throw new AppError('forbidden', 'Only the owner and the charterer write in their conversation');
  if (file.data.byteLength > MAX_ATTACHMENT_BYTES) throw new AppError('validation', attachmentMessages.tooBig, { file: attachmentMessages.tooBig });
  const { type } = await contentType(file.data, file.name);
  const id = randomUUID();
  const key = `messages/${conversationId}/${id}`;
  await storage.put(key, file.data);
  try {
    return await db.transaction((tx) =>
      writeMessage(tx, deps.appUrl, user, conversationId, caption, now, async (messageId) => {
        await tx.insert(messageAttachments).values({ id, messageId, name: cleanName(file.name, type), contentType: type, size: file.data.byteLength, storageKey: key });
      }),
    );
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The file, if the caller may read its conversation; a hidden message's files only for admins. */
export async function readAttachment(deps: { db: DbOrTx; storage: BlobStorage }, user: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ a: messageAttachments, conversationId: messages.conversationId, hiddenAt: messages.hiddenAt })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  if (!row) throw notFound('File not found');
  const { side } = await visibleConversation(deps.db, row.conversationId, user).catch(() => {
    throw notFound('File not found');
  });
  if (row.hiddenAt && side) throw notFound('File not found');
  const data = await deps.storage.get(row.a.storageKey);
  if (!data) throw notFound('File not found');
  return { data, name: row.a.name, contentType: row.a.contentType };
}
