import { dashboardApi } from '../../../common/admin/dashboard';
import type { Router } from '../../lib/contract';
import { adminDashboard } from './dashboard-service';

export function adminDashboardRoutes(route: Router) {
  route(dashboardApi.dashboard, async (c, { query }) => {
    const { db, clock } = c.get('deps');
    return adminDashboard(db, query, clock.now());
  });
}
