import { desc } from 'drizzle-orm';
import { systemApi } from '../../../common/api/system';
import { devMail } from '../../db/schema';
import { isLoopback, socketAddress } from '../../lib/client-address';
import type { Router } from '../../lib/contract';
import { AppError } from '../../lib/errors';

/**
 * Only mounted outside production and without SMTP: lets a person on a fresh machine read reset e-mails.
 * Those e-mails open accounts, so only the machine itself (a loopback socket: a header proves nothing) or a signed-in
 * administrator may read them; anyone else sees no such path. Behind a proxy (TRUST_PROXY) every visitor arrives from
 * the proxy's address, often loopback, so there only administrators may.
 */
export function devMailboxRoutes(route: Router) {
  route(systemApi.devMailbox, async (c) => {
    const fromThisMachine = c.get('deps').config.trustProxy === 0 && isLoopback(socketAddress(c));
    if (!fromThisMachine && c.get('user')?.role !== 'admin') throw new AppError('not_found', 'No such API endpoint');
    const rows = await c.get('deps').db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(100);
    return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
}
