import { siteApi } from '../../../common/site/api';
import type { Router } from '../../lib/contract';
import { listContactMessages, listSubscribers, submitContact, subscribe } from './service';
import { siteStats } from './stats-service';

export function siteRoutes(route: Router) {
  route(siteApi.stats, async (c) => siteStats(c.get('deps').db));
  route(siteApi.contact, async (c, { body }) => submitContact(c.get('deps').db, body));
  route(siteApi.newsletter, async (c, { body }) => subscribe(c.get('deps').db, body));
  route(siteApi.contactMessages, async (c, { query }) => listContactMessages(c.get('deps').db, query));
  route(siteApi.subscribers, async (c, { query }) => listSubscribers(c.get('deps').db, query));
}
