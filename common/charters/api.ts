import { z } from 'zod';
import { endpoint, pageOf } from '../api/endpoint';
import { dealActions } from './deal-actions';
import { dealEvents, dealStages, offerKinds, offerStatuses, subjectStatuses } from './deal-process';
import { fixtureCancelSchema } from './fixture-cancel';
import { enquiryInputSchema, offerInputSchema } from './offers';
import { termsSchema } from './terms';

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const subjectParams = z.object({ id: z.uuid({ error: 'Deal not found' }), subjectId: z.uuid({ error: 'Subject not found' }) });
const party = z.enum(['owner', 'charterer']);
const company = z.object({ id: z.string(), company: z.string(), verified: z.boolean() });

export const subjectSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  party,
  liftBy: z.string(),
  status: z.enum(subjectStatuses),
  decidedAt: z.string().nullable(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const offerSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  fromParty: party,
  kind: z.enum(offerKinds),
  terms: termsSchema,
  replyBy: z.string().nullable(),
  replyZone: z.string(),
  status: z.enum(offerStatuses),
  createdAt: z.string(),
  subjects: z.array(subjectSchema),
});
export type Offer = z.infer<typeof offerSchema>;

export const dealEventSchema = z.object({
  id: z.number().int(),
  event: z.enum(dealEvents),
  actorRole: z.enum(['owner', 'charterer', 'admin', 'system']),
  actorCompany: z.string().nullable(),
  offerVersion: z.number().int().nullable(),
  subjectText: z.string().nullable(),
  stageAfter: z.enum(dealStages),
  note: z.string().nullable(),
  at: z.string(),
  contractVersion: z.number().int().nullable(),
});
export type DealEventEntry = z.infer<typeof dealEventSchema>;

export const dealSummarySchema = z.object({
  id: z.uuid(),
  stage: z.enum(dealStages),
  charterType: z.enum(['voyage', 'time']),
  vessel: z.object({ id: z.uuid(), name: z.string(), imo: z.string().nullable(), flag: z.string().nullable(), deadweightT: z.number().nullable() }),
  owner: company,
  charterer: company,
  /** The caller's side of the deal; null for an admin looking on. */
  myParty: party.nullable(),
  laycanFrom: z.string(),
  laycanTo: z.string(),
  live: z.object({ version: z.number().int(), kind: z.enum(offerKinds), fromParty: party, replyBy: z.string().nullable() }).nullable(),
  /** Whose move it is: the addressee of the live offer, the owner of an open enquiry, or the holder of the next subject. */
  awaiting: party.nullable(),
  nextDeadline: z.string().nullable(),
  /**
   * The terms a list row shows, from the live version (else the latest): cargo (null on a time charter), the
   * load and discharge (or delivery and redelivery) ports as UN/LOCODEs, and the price in minor units.
   */
  headline: z.object({
    cargo: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    price: z.object({ amountMinor: z.number().int(), currency: z.string(), basis: z.enum(['per_tonne', 'lump_sum', 'per_day']) }),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const contactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), address: z.string().nullable() });
export const dealDetailSchema = dealSummarySchema.extend({
  offers: z.array(offerSchema),
  events: z.array(dealEventSchema),
  /** The other party's e-mail and phone: only once the deal is fixed. */
  counterpartyContact: contactSchema.nullable(),
  charterId: z.uuid().nullable(),
  serverTime: z.string(),
  /** What the caller may do now, decided by the server: the page draws its buttons from this list. */
  actions: z.array(z.enum(dealActions)),
  /** The subjects the caller may lift or fail now. */
  decidableSubjects: z.array(z.uuid()),
  /**
   * The cargo order the deal was made from (the charterer's enquiry from it, or an owner's "Offer your ship"), else
   * null. `title` names it as a notice does ("50,000 t wheat Santos → Qingdao"); `pageShown` says whether the order's
   * page is open to the caller: a closed order is its poster's and Fairlead's record only.
   */
  cargoOrder: z.object({ id: z.uuid(), title: z.string(), laycanFrom: z.string(), laycanTo: z.string(), pageShown: z.boolean() }).nullable(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealListQuerySchema = z.object({
  stage: z
    .union([z.literal(''), z.literal('open'), z.enum(dealStages)])
    .optional()
    .default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

const dealAnswer = z.object({ deal: dealDetailSchema });
const members = ['owner', 'charterer'] as const;

export const dealsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/deals',
    operationId: 'listDeals',
    tag: 'Deals',
    access: 'user',
    summary: 'The caller’s deals (every deal for an admin), newest activity first, by stage',
    description: '`stage=open` is every deal still being worked (enquiry, negotiating, on subjects).',
    query: dealListQuerySchema,
    ok: { status: 200, schema: pageOf(dealSummarySchema) },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/deals/{id}',
    operationId: 'getDeal',
    tag: 'Deals',
    access: 'user',
    summary: 'A deal: every version of the terms, the subjects and the whole record (its parties and admins only)',
    params: dealParams,
    ok: { status: 200, schema: dealAnswer },
  }),
  enquire: endpoint({
    method: 'post',
    path: '/api/deals',
    operationId: 'sendEnquiry',
    tag: 'Deals',
    access: ['charterer'],
    summary: 'Send an enquiry on a vessel: the business stated as terms (verified charterers)',
    body: enquiryInputSchema,
    ok: { status: 201, schema: dealAnswer },
    errors: [404, 409],
  }),
  offer: endpoint({
    method: 'post',
    path: '/api/deals/{id}/offers',
    operationId: 'sendOffer',
    tag: 'Deals',
    access: members,
    summary: 'Send an offer or counter: the full terms, an indication or firm (with a reply deadline and subjects)',
    description: 'A counter replaces the live offer. A firm offer binds its sender until its deadline.',
    params: dealParams,
    body: offerInputSchema,
    ok: { status: 201, schema: dealAnswer },
    errors: [409],
  }),
  accept: endpoint({
    method: 'post',
    path: '/api/deals/{id}/accept',
    operationId: 'acceptOffer',
    tag: 'Deals',
    access: members,
    summary: 'Accept the live firm offer addressed to the caller, before its deadline: on subjects, or fixed',
    params: dealParams,
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
  decline: endpoint({
    method: 'post',
    path: '/api/deals/{id}/decline',
    operationId: 'declineOffer',
    tag: 'Deals',
    access: members,
    summary: 'Decline the live offer addressed to the caller; an owner declining an enquiry closes the deal',
    params: dealParams,
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
  withdraw: endpoint({
    method: 'post',
    path: '/api/deals/{id}/withdraw',
    operationId: 'withdrawFromDeal',
    tag: 'Deals',
    access: members,
    summary: 'Withdraw from the deal before fixture',
    description:
      'On subjects, a party whose subjects are all lifted is bound and may not withdraw; the other side then leaves only by failing its own subject.',
    params: dealParams,
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
  cancelFixture: endpoint({
    method: 'post',
    path: '/api/deals/{id}/cancel',
    operationId: 'cancelFixture',
    tag: 'Deals',
    access: members,
    summary: 'Cancel a fixed deal, with the reason: the ship’s dates are released, unpaid instalments are no longer owed, both parties are told',
    description:
      'For the deal’s parties, while the deal is fixed and before the charter begins (the ship delivered, or its dates started). Refused while money is held in escrow or a payment into it is being processed: Fairlead cancels then. Cancelling a fixture may breach the charter party; the reason is on the record.',
    params: dealParams,
    body: fixtureCancelSchema.meta({ example: { reason: 'The cargo contract fell through: the shippers cancelled their sale' } }),
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
  liftSubject: endpoint({
    method: 'post',
    path: '/api/deals/{id}/subjects/{subjectId}/lift',
    operationId: 'liftSubject',
    tag: 'Deals',
    access: members,
    summary: 'Lift one of the caller’s subjects before its deadline; the last one lifted fixes the deal',
    params: subjectParams,
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
  failSubject: endpoint({
    method: 'post',
    path: '/api/deals/{id}/subjects/{subjectId}/fail',
    operationId: 'failSubject',
    tag: 'Deals',
    access: members,
    summary: 'Fail one of the caller’s subjects: the deal falls away',
    params: subjectParams,
    ok: { status: 200, schema: dealAnswer },
    errors: [409],
  }),
};
