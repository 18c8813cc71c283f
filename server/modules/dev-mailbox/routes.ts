import { desc } from 'drizzle-orm';
import type { Router } from '../../auth/guard';
import { devMail } from '../../db/schema';

/** Only mounted outside production and without SMTP: lets a person on a fresh machine read reset e-mails. */
export function devMailboxRoutes(r: Router) {
  r.get('/api/dev/mailbox', 'public', async (c) => {
    const rows = await c.get('deps').db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(100);
    return c.json({ items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
  });
}
