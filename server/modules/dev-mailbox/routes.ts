import { desc } from 'drizzle-orm';
import { systemApi } from '../../../common/api/system';
import { devMail } from '../../db/schema';
import type { Router } from '../../lib/contract';

/** Only mounted outside production and without SMTP: lets a person on a fresh machine read reset e-mails. */
export function devMailboxRoutes(route: Router) {
  route(systemApi.devMailbox, async (c) => {
    const rows = await c.get('deps').db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(100);
    return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
}
