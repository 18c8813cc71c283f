import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi, type DashboardQuery } from '../../../../common/admin/dashboard';
import { call } from '../../../lib/api';

export type { Compared, Dashboard, DashboardPeriod, DashboardQuery, MoneyFigures } from '../../../../common/admin/dashboard';

/** The query as the API reads it: custom dates only with a custom period. */
export function dashboardSearch(q: DashboardQuery): Record<string, string> {
  return q.period === 'custom' && q.from && q.to ? { period: q.period, from: q.from, to: q.to } : { period: q.period };
}

/**
 * The whole dashboard in one answer. A new period keeps the last answer on screen (dimmed) until the new one
 * arrives, so the page does not collapse to skeletons and jump on every choice. `enabled` is false while the URL
 * holds custom dates that do not pass the contract's schema: there is nothing valid to ask for.
 */
export const useDashboard = (q: DashboardQuery, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'dashboard', q.period, q.from ?? '', q.to ?? ''],
    queryFn: ({ signal }) => call(dashboardApi.dashboard, { query: dashboardSearch(q), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
