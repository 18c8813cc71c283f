import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { reviewQuotesEndpoint } from './quotes';
import { reviewMessages } from './ratings';
import {
  adminReviewSchema,
  companyPageSchema,
  fixtureReviewsSchema,
  hideInputSchema,
  replyInputSchema,
  reviewInputSchema,
  reviewSchema,
} from './schemas';

const dealParams = z.object({ id: z.uuid({ error: reviewMessages.notFound }) });
const reviewParams = z.object({ id: z.uuid({ error: reviewMessages.reviewNotFound }) });
const companyParams = z.object({ id: z.string().min(1).max(100) });

export const reviewsApi = {
  forFixture: endpoint({
    method: 'get',
    path: '/api/deals/{id}/reviews',
    operationId: 'fixtureReviews',
    tag: 'Reviews',
    access: ['owner', 'charterer'],
    summary: 'Where reviewing a fixture stands for one of its parties: their review, the other’s once published, the deadline',
    params: dealParams,
    ok: { status: 200, schema: fixtureReviewsSchema },
  }),
  submit: endpoint({
    method: 'post',
    path: '/api/deals/{id}/reviews',
    operationId: 'reviewFixture',
    tag: 'Reviews',
    access: ['owner', 'charterer'],
    summary: 'Review the counterparty of a completed fixture (once, within 30 days of its completion)',
    description: 'Blind: the counterparty reads it once both have written theirs or the 30 days are over.',
    params: dealParams,
    body: reviewInputSchema,
    ok: { status: 201, schema: fixtureReviewsSchema },
    errors: [409],
  }),
  reply: endpoint({
    method: 'post',
    path: '/api/reviews/{id}/reply',
    operationId: 'replyToReview',
    tag: 'Reviews',
    access: ['owner', 'charterer'],
    summary: 'The reviewed company’s one public reply to a published review',
    params: reviewParams,
    body: replyInputSchema,
    ok: { status: 201, schema: z.object({ review: reviewSchema }) },
    errors: [409],
  }),
  quotes: reviewQuotesEndpoint,
  company: endpoint({
    method: 'get',
    path: '/api/companies/{id}',
    operationId: 'companyPage',
    tag: 'Reviews',
    access: 'public',
    summary: 'A company’s public page: verification, fleet, ratings, published reviews and fixtures completed',
    params: companyParams,
    ok: { status: 200, schema: companyPageSchema },
  }),
  adminList: endpoint({
    method: 'get',
    path: '/api/admin/reviews',
    operationId: 'adminReviews',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Every review, newest first, with whether it is published or hidden',
    ok: { status: 200, schema: z.object({ items: z.array(adminReviewSchema) }) },
  }),
  hide: endpoint({
    method: 'post',
    path: '/api/admin/reviews/{id}/hide',
    operationId: 'hideReview',
    tag: 'Admin',
    access: ['admin'],
    summary: 'Hide a review that breaks the rules (audited; its author is told why)',
    params: reviewParams,
    body: hideInputSchema,
    ok: { status: 200, schema: z.object({ review: adminReviewSchema }) },
    errors: [409],
  }),
};
