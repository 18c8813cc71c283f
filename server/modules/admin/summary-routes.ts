import { count } from 'drizzle-orm';
import { adminApi } from '../../../common/admin/api';
import { profiles } from '../../db/schema';
import type { Router } from '../../lib/contract';
import { countAllCharters } from '../charters/service';
import { countAllPayments } from '../payments/service';
import { countAllVessels } from '../vessels/service';

export function adminSummaryRoutes(route: Router) {
  route(adminApi.summary, async (c) => {
    const { db } = c.get('deps');
    const [[{ users }], vessels, charters, payments] = await Promise.all([
      db.select({ users: count() }).from(profiles),
      countAllVessels(db),
      countAllCharters(db),
      countAllPayments(db),
    ]);
    return { users, vessels, charters, payments };
  });
}
