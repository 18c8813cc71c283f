import { z } from 'zod';
import { dealStages } from '../charters/deal-process';

export const MESSAGE_MAX = 5000;

/** What a member writes: the same rules in the composer and in the API. */
/** A caption sent with a file may be empty. */
export const captionSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX, { error: `A message can be at most ${MESSAGE_MAX.toLocaleString('en-GB')} characters` });

export const messageInputSchema = z.object({
  body: z
    .string({ error: 'Write a message first' })
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(MESSAGE_MAX, { error: `A message can be at most ${MESSAGE_MAX.toLocaleString('en-GB')} characters` }),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** Open (or find) a conversation: about a ship before any deal, or a deal's own thread. */
export const openConversationSchema = z.union([
  z.object({ vesselId: z.uuid({ error: 'Vessel not found' }) }),
  z.object({ dealId: z.uuid({ error: 'Deal not found' }) }),
]);

export const reportInputSchema = z.object({
  reason: z
    .string({ error: 'Say what is wrong with this message' })
    .trim()
    .min(3, { error: 'Say what is wrong with this message' })
    .max(1000, { error: 'At most 1,000 characters' }),
});

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  vessel: z.object({ id: z.uuid(), name: z.string() }),
  /** The other side's company (for an admin: the owner's and the charterer's). */
  counterpart: z.string(),
  myParty: z.enum(['owner', 'charterer']).nullable(),
  deal: z.object({ id: z.uuid(), stage: z.enum(dealStages) }).nullable(),
  lastMessage: z.object({ preview: z.string(), at: z.string(), fromMe: z.boolean() }).nullable(),
  unread: z.number().int(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const attachmentMessages = {
  wrongType: 'This file type is not accepted: send a PDF, a photo (JPEG, PNG, WebP) or a Word or Excel document',
  tooBig: 'Files must be at most 10 MB',
  missing: 'Choose a file to send',
};
/** A file sent with a message: served only to the conversation's parties (and admins reading a reported one). */
export const attachmentSchema = z.object({ id: z.uuid(), name: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  fromMe: z.boolean(),
  senderCompany: z.string(),
  /** As the reader may see it: contact details masked before fixture, empty when hidden by an admin. */
  body: z.string(),
  masked: z.boolean(),
  hidden: z.boolean(),
  at: z.string(),
  /** Read by the other side (for one's own messages). */
  read: z.boolean(),
  attachments: z.array(attachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(messageSchema),
  /** True until the deal is fixed: e-mail addresses, phone numbers and links are masked for both sides. */
  contactsHidden: z.boolean(),
  /** When the other side last read the conversation. */
  theirReadAt: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
