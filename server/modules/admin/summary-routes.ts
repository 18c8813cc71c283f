import { count } from 'drizzle-orm';
import type { Router } from '../../auth/guard';
import { profiles } from '../../db/schema';
import { countAllCharters } from '../charters/service';
import { countAllPayments } from '../payments/service';
import { countAllVessels } from '../vessels/service';

export function adminSummaryRoutes(r: Router) {
  r.get('/api/admin/summary', ['admin'], async (c) => {
    const { db } = c.get('deps');
    const [[{ users }], vessels, charters, payments] = await Promise.all([
      db.select({ users: count() }).from(profiles),
      countAllVessels(db),
      countAllCharters(db),
      countAllPayments(db),
    ]);
    return c.json({ users, vessels, charters, payments });
  });
}
