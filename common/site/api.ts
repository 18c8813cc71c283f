import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { endpoint, pageOf } from '../api/endpoint';
import { contactSchema, newsletterSchema, siteStatsSchema } from './schemas';

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const subscriberSchema = z.object({ email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const siteApi = {
  stats: endpoint({
    method: 'get',
    path: '/api/site/stats',
    operationId: 'siteStats',
    tag: 'Site',
    access: 'public',
    summary: 'The marketplace in figures, counted from the database: listed vessels, their open ports and countries, fixtures',
    ok: { status: 200, schema: siteStatsSchema },
  }),
  contact: endpoint({
    method: 'post',
    path: '/api/site/contact',
    operationId: 'sendContactMessage',
    tag: 'Site',
    access: 'public',
    summary: 'Send a message to the Fairlead team (a confirmation goes to the sender)',
    description: 'At most 10 an hour per client address and 5 an hour per sender e-mail (429).',
    body: contactSchema,
    ok: { status: 201, schema: z.object({ id: z.uuid() }) },
    errors: [429],
  }),
  newsletter: endpoint({
    method: 'post',
    path: '/api/site/newsletter',
    operationId: 'subscribeNewsletter',
    tag: 'Site',
    access: 'public',
    summary: 'Subscribe an address to the newsletter (again is harmless)',
    description: 'At most 10 an hour per client address and 3 an hour per e-mail address (429).',
    body: newsletterSchema,
    ok: { status: 201, schema: z.object({ email: z.string() }) },
    errors: [429],
  }),
  contactMessages: endpoint({
    method: 'get',
    path: '/api/admin/contact-messages',
    operationId: 'adminListContactMessages',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Contact form inbox, newest first',
    query: listQuerySchema,
    ok: { status: 200, schema: pageOf(contactMessageSchema) },
  }),
  subscribers: endpoint({
    method: 'get',
    path: '/api/admin/newsletter-subscribers',
    operationId: 'adminListSubscribers',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Newsletter subscribers, newest first',
    query: listQuerySchema,
    ok: { status: 200, schema: pageOf(subscriberSchema) },
  }),
};
