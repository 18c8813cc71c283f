import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { cargoDraftSchema, importMessages, positionDraftSchema } from './schemas';

// Publish (#28): the member's reviewed drafts of one imported e-mail become open positions and cargo orders, all
// or none. Each draft is sent as the member left it on the review page: the reading's fields (corpus format, as
// edited) and `form`, what they added in the vessel or cargo form's own terms (a new ship's length, beam, cubic).

const importParams = z.object({ id: z.uuid({ error: importMessages.notFound }) });
/** The form's fields by name; the vessel or cargo form's schema judges them, with its own messages. */
const formFields = z.record(z.string(), z.unknown()).optional();
const draftIndex = z.number({ error: 'Say which draft of the e-mail this is' }).int().min(0);

export const publishDraftSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('position'), index: draftIndex, fields: positionDraftSchema, form: formFields }),
    z.object({ kind: z.literal('cargo'), index: draftIndex, fields: cargoDraftSchema, form: formFields }),
  ],
  { error: 'Each draft is a position or a cargo' },
);
export const MAX_PUBLISHED_DRAFTS = 200;
export const publishImportSchema = z.object({
  drafts: z
    .array(publishDraftSchema)
    .min(1, 'Choose at least one draft to publish')
    .max(MAX_PUBLISHED_DRAFTS, `At most ${MAX_PUBLISHED_DRAFTS} drafts at a time`),
});
export type PublishImportInput = z.input<typeof publishImportSchema>;

export const publishResultSchema = z.object({
  kind: z.enum(['position', 'cargo']),
  /** The draft's place among the e-mail's positions or cargoes, as sent. */
  index: z.number().int(),
  action: z.enum(['created', 'updated']),
  /** The vessel (position) or cargo order published. */
  listingId: z.uuid(),
  /** What happened, in a sentence: "Updated the open position of MV X (was CJK 10-15 Dec, now …)". */
  message: z.string(),
});
export type PublishResultItem = z.infer<typeof publishResultSchema>;

export const importPublishApi = {
  publish: endpoint({
    method: 'post',
    path: '/api/import/{id}/publish',
    operationId: 'publishImportDrafts',
    tag: 'Imports',
    access: ['owner', 'charterer'],
    summary: 'Publish reviewed drafts of an imported e-mail: owners their ships’ open positions, verified charterers their cargo orders',
    description:
      'All drafts or none. A ship already on Fairlead (by IMO, then name and particulars) has its open position updated; ' +
      'another company’s ship is refused (403); a cargo the company already has open is updated instead of posted twice. ' +
      'A refusal names the draft, with field messages under `drafts.N.<field>` as the vessel and cargo forms word them.',
    params: importParams,
    body: publishImportSchema,
    ok: { status: 200, schema: z.object({ results: z.array(publishResultSchema) }) },
    errors: [400, 404, 409],
  }),
} as const;
