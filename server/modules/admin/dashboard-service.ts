import type { Dashboard, DashboardQuery } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import { dashboardCharts } from './dashboard-charts';
import { dashboardFigures } from './dashboard-figures';
import { dashboardMoney } from './dashboard-money';
import { rollupVersion } from './dashboard-days';
import { dashboardWindow } from './dashboard-period';
import { dashboardDays } from './dashboard-rollup';

/**
 * The back office's dashboard (#31, decision 041): the flows of closed days from their rollup (filled on first need,
 * shared by every server), today's live by the same statements, standing figures and the median live; the
 * independent queries at once. Every answer includes the moment it is asked: today is never rolled up.
 */
export async function adminDashboard(db: DbOrTx, query: DashboardQuery, now: Date, version = rollupVersion): Promise<Dashboard> {
  const w = dashboardWindow(query, now);
  const days = await dashboardDays(db, w, now, version);
  const [figures, money, charts] = await Promise.all([dashboardFigures(db, w, days), dashboardMoney(db, w, days), dashboardCharts(db, w, days)]);
  return {
    period: { period: w.period, from: w.from, to: w.to, previousFrom: w.previousFrom, previousTo: w.previousTo, bucket: w.bucket },
    figures,
    money,
    ...charts,
  };
}
