import type { DashboardQuery, dashboardBuckets } from '../../../common/admin/dashboard';

/** The period the dashboard answers for, and the same number of days just before it (UTC days, both ends included). */
export type DashboardWindow = {
  period: DashboardQuery['period'];
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  bucket: (typeof dashboardBuckets)[number];
  /** Instants: the previous period's start, the current period's start, and the current period's end (exclusive). */
  previousStart: Date;
  start: Date;
  end: Date;
};

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * 7 and 30 days end today, today included; 12 months start the day after the same date a year ago. The previous
 * period has as many days as the current one and ends the day before it starts. The series' point is a day up to
 * a month, a week up to about six months, a month beyond, so a chart keeps a few dozen points at most.
 */
export function dashboardWindow(query: DashboardQuery, now: Date): DashboardWindow {
  const today = dayOf(now.getTime());
  let from: string;
  let to = today;
  if (query.period === 'custom' && query.from && query.to) ({ from, to } = query);
  else if (query.period === '7d') from = dayOf(msOf(today) - 6 * DAY);
  else if (query.period === '12m') from = dayOf(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  else from = dayOf(msOf(today) - 29 * DAY);
  const days = (msOf(to) - msOf(from)) / DAY + 1;
  const previousTo = dayOf(msOf(from) - DAY);
  const previousFrom = dayOf(msOf(from) - days * DAY);
  const bucket = days <= 31 ? 'day' : days <= 186 ? 'week' : 'month';
  return {
    period: query.period,
    from,
    to,
    previousFrom,
    previousTo,
    bucket,
    previousStart: new Date(msOf(previousFrom)),
    start: new Date(msOf(from)),
    end: new Date(msOf(to) + DAY),
  };
}
