import { reviewsApi } from '../../../common/reviews/api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { adminReviews, hideReview } from './admin';
import { companyPage, reviewQuotes } from './company';
import { fixtureReviews, replyToReview, submitReview } from './service';

export function reviewRoutes(route: Router) {
  route(reviewsApi.forFixture, async (c, { params }) => fixtureReviews(c.get('deps').db, requireUser(c), params.id, c.get('deps').clock.now()));
  route(reviewsApi.submit, async (c, { params, body }) => submitReview(c.get('deps'), requireUser(c), params.id, body));
  route(reviewsApi.reply, async (c, { params, body }) => ({ review: await replyToReview(c.get('deps'), requireUser(c), params.id, body.body) }));
  route(reviewsApi.quotes, async (c) => ({ items: await reviewQuotes(c.get('deps').db) }));
  route(reviewsApi.company, async (c, { params }) => companyPage(c.get('deps').db, params.id));
  route(reviewsApi.adminList, async (c) => ({ items: await adminReviews(c.get('deps')) }));
  route(reviewsApi.hide, async (c, { params, body }) => ({ review: await hideReview(c.get('deps'), requireUser(c), params.id, body.reason) }));
}
