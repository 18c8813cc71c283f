import { siteApi } from '../../../common/site/api';
import { clientIp } from '../../auth/routes';
import type { Router } from '../../lib/contract';
import { enforceLimit } from '../../lib/rate-limit';
import { listContactMessages, listSubscribers, submitContact, subscribe } from './service';
import { siteStats } from './stats-service';

export function siteRoutes(route: Router) {
  route(siteApi.stats, async (c) => siteStats(c.get('deps').db));
  // Both send or store mail for an address anyone can type: limited per client address and per e-mail address.
  route(siteApi.contact, async (c, { body }) => {
    await enforceLimit(c.get('deps'), 'contactByAddress', clientIp(c));
    await enforceLimit(c.get('deps'), 'contactByRecipient', body.email);
    return submitContact(c.get('deps').db, body);
  });
  route(siteApi.newsletter, async (c, { body }) => {
    await enforceLimit(c.get('deps'), 'newsletterByAddress', clientIp(c));
    await enforceLimit(c.get('deps'), 'newsletterByRecipient', body.email);
    return subscribe(c.get('deps').db, body);
  });
  route(siteApi.contactMessages, async (c, { query }) => listContactMessages(c.get('deps').db, query));
  route(siteApi.subscribers, async (c, { query }) => listSubscribers(c.get('deps').db, query));
}
