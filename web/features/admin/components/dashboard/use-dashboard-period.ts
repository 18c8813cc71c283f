import { useSearchParams } from 'react-router';
import { dashboardQuerySchema, type DashboardQuery } from '../../../../../common/admin/dashboard';
import { dashboardSearch } from '../../api/dashboard';

export type PeriodErrors = Partial<Record<'period' | 'from' | 'to', string>>;

/** The contract's own messages for a period, by field: the form says what the API would answer. */
export function periodProblems(input: { period: string; from?: string; to?: string }): { query?: DashboardQuery; errors: PeriodErrors } {
  const parsed = dashboardQuerySchema.safeParse(input);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: PeriodErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'period' || key === 'from' || key === 'to') && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

/**
 * The chosen period lives in the URL (`?period=7d`, `?period=custom&from=…&to=…`), so a reload or a shared link
 * shows the same dashboard. An unknown period falls back to the default; custom dates that do not pass the
 * contract come back with their messages and no query, for the form to show.
 */
export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const raw = { period: params.get('period') ?? '30d', from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const { query, errors } = periodProblems(raw);
  const fallback: DashboardQuery = { period: '30d' };
  const choose = (next: DashboardQuery) => setParams(dashboardSearch(next));
  if (query) return { query, errors, choose };
  if (raw.period !== 'custom') return { query: fallback, errors: {}, choose };
  return { query: { period: 'custom' as const, from: raw.from, to: raw.to }, invalid: true, errors, choose };
}
