import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { contactUpdateSchema, profileSchema, registerSchema } from './schemas';

const profileAnswer = z.object({ profile: profileSchema });

export const accountsApi = {
  register: endpoint({
    method: 'post',
    path: '/api/accounts/register',
    operationId: 'register',
    tag: 'Accounts',
    access: 'public',
    summary: 'Create an owner or charterer account and sign in',
    description: 'Sets the session cookie. Every new company starts unverified.',
    body: registerSchema.meta({
      example: {
        name: 'Anna Becker',
        email: 'chartering@rhinegrain.example',
        company: 'Rhine Grain Trading B.V.',
        password: 'barge-season-2027',
        confirmPassword: 'barge-season-2027',
        accountType: 'charterer',
        agreeTerms: true,
      },
    }),
    ok: { status: 201, schema: profileAnswer },
    errors: [409, 429],
  }),
  me: endpoint({
    method: 'get',
    path: '/api/accounts/me',
    operationId: 'getMyProfile',
    tag: 'Accounts',
    access: 'user',
    summary: 'The signed-in member’s profile',
    ok: { status: 200, schema: profileAnswer },
  }),
  updateMe: endpoint({
    method: 'patch',
    path: '/api/accounts/me',
    operationId: 'updateMyContact',
    tag: 'Accounts',
    access: 'user',
    summary: 'Change one’s own contact details (never role or verification)',
    body: contactUpdateSchema,
    ok: { status: 200, schema: profileAnswer },
  }),
  resendConfirmation: endpoint({
    method: 'post',
    path: '/api/accounts/me/confirmation-email',
    operationId: 'resendConfirmationEmail',
    tag: 'Accounts',
    access: 'user',
    summary: 'E-mail the link that confirms one’s address again (one a minute, five a day)',
    ok: { status: 204 },
    errors: [409, 429],
  }),
  dashboard: endpoint({
    method: 'get',
    path: '/api/accounts/dashboard',
    operationId: 'getDashboard',
    tag: 'Accounts',
    access: 'user',
    summary: 'Counts for the member dashboard’s tiles',
    ok: {
      status: 200,
      schema: z.object({
        vessels: z.number().int(),
        activeCharters: z.number().int(),
        unreadNotifications: z.number().int(),
        unreadMessages: z.number().int(),
        /** Deals in enquiry or negotiation, and deals on subjects, of which the member is a party (#25). */
        openEnquiries: z.number().int(),
        onSubjects: z.number().int(),
        /** Money on the member's deals in escrow, per currency in minor units (never added across currencies). */
        heldInEscrow: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
        /** Running deadlines that ask the member to act before midnight UTC today: replies, subjects, instalments due. */
        deadlinesToday: z.number().int(),
      }),
    },
  }),
};
