import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { contactsRevealed } from '../../../common/charters/contacts-revealed';
import { attachmentMessages, MAX_ATTACHMENT_BYTES } from '../../../common/messaging/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { conversations, deals, messageAttachments, messages } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { conversationOfMember } from '../../auth/record-access';
import type { BlobStorage } from '../../lib/storage';
import { writeMessage } from './messages';
import { visibleFileName } from './read';

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

/**
 * A name safe to show and to put in Content-Disposition: no path, no control or quote characters, at most 120, and
 * the extension of what the bytes are. A PDF named x.html would otherwise be saved as x.html and opened by the
 * browser as a page (a PDF/HTML polyglot runs its script), so the name's own extension, if any, gives way.
 */
const cleanName = (name: string, ext: string) => {
  const base = [...name.split(/[\\/]/).pop()!]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '"' && ch !== '\\')
    .join('')
    .trim();
  const stem = base
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 120 - ext.length - 1);
  return `${stem || 'file'}.${ext}`;
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
  const { side } = await conversationOfMember(db, conversationId, user);
  if (!side) throw new AppError('forbidden', 'Only the owner and the charterer write in their conversation');
  if (file.data.byteLength > MAX_ATTACHMENT_BYTES) throw new AppError('validation', attachmentMessages.tooBig, { file: attachmentMessages.tooBig });
  const { type, ext } = await contentType(file.data, file.name);
  const id = randomUUID();
  const key = `messages/${conversationId}/${id}`;
  await storage.put(key, file.data);
  try {
    return await db.transaction((tx) =>
      writeMessage(tx, deps.appUrl, user, conversationId, caption, now, async (messageId) => {
        await tx
          .insert(messageAttachments)
          .values({ id, messageId, name: cleanName(file.name, ext), contentType: type, size: file.data.byteLength, storageKey: key });
      }),
    );
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * The file, if the caller may read its conversation; a hidden message's files only for admins. Its name is masked
 * until the deal is fixed, as the thread shows it.
 */
export async function readAttachment(deps: { db: DbOrTx; storage: BlobStorage }, user: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ a: messageAttachments, conversationId: messages.conversationId, hiddenAt: messages.hiddenAt, fixedAt: deals.fixedAt })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(deals, eq(deals.id, conversations.dealId))
    .where(eq(messageAttachments.id, id));
  if (!row) throw notFound('File not found');
  const { side } = await conversationOfMember(deps.db, row.conversationId, user).catch(() => {
    throw notFound('File not found');
  });
  if (row.hiddenAt && side) throw notFound('File not found');
  const data = await deps.storage.get(row.a.storageKey);
  if (!data) throw notFound('File not found');
  return { data, name: visibleFileName(row.a.name, !contactsRevealed(row)).text, contentType: row.a.contentType };
}
