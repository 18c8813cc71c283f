import type { Dashboard, DashboardQuery } from '../../../common/admin/dashboard';
import type { DbOrTx } from '../../db/client';
import { dashboardCharts } from './dashboard-charts';
import { dashboardFigures } from './dashboard-figures';
import { dashboardMoney } from './dashboard-money';
import { dashboardWindow } from './dashboard-period';

/**
 * The back office's dashboard (#31, decision 041): every figure aggregated in SQL over an index range of the two
 * periods, the independent queries at once. Nothing is cached: each answer is of the moment it is asked.
 */
export async function adminDashboard(db: DbOrTx, query: DashboardQuery, now: Date): Promise<Dashboard> {
  const w = dashboardWindow(query, now);
  const [figures, money, charts] = await Promise.all([dashboardFigures(db, w), dashboardMoney(db, w), dashboardCharts(db, w)]);
  return {
    period: { period: w.period, from: w.from, to: w.to, previousFrom: w.previousFrom, previousTo: w.previousTo, bucket: w.bucket },
    figures,
    money,
    ...charts,
  };
}
