import { listQuerySchema } from '../../../common/admin/schemas';
import type { Router } from '../../auth/guard';
import { parseQuery } from '../../lib/validate';
import { listContactMessages, listSubscribers, submitContact, subscribe } from './service';

export function siteRoutes(r: Router) {
  r.post('/api/site/contact', 'public', async (c) => {
    const { db, mailer } = c.get('deps');
    return c.json(await submitContact(db, mailer, await c.req.json().catch(() => ({}))), 201);
  });

  r.post('/api/site/newsletter', 'public', async (c) =>
    c.json(await subscribe(c.get('deps').db, await c.req.json().catch(() => ({}))), 201),
  );

  r.get('/api/admin/contact-messages', ['admin'], async (c) =>
    c.json(await listContactMessages(c.get('deps').db, parseQuery(c, listQuerySchema))),
  );

  r.get('/api/admin/newsletter-subscribers', ['admin'], async (c) =>
    c.json(await listSubscribers(c.get('deps').db, parseQuery(c, listQuerySchema))),
  );
}
