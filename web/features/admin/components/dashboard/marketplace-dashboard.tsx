import { useId, useState } from 'react';
import { Alert, Skeleton } from '../../../../components/ui/feedback';
import { useDashboard } from '../../api/dashboard';
import { ChartPanelSkeleton } from './chart-panel';
import { CurrencySwitch } from './currency-switch';
import { DashboardFigures, DashboardFiguresSkeleton } from './dashboard-figures';
import { DealFunnel, FixturesBy, FixturesOverTime, MoneyOverTime } from './dashboard-charts';
import { formatRange } from './format';
import { PeriodPicker } from './period-picker';
import { useDashboardPeriod } from './use-dashboard-period';

/** The marketplace over the period in the URL: figures beside the previous period's, then the charts (#31). */
export function MarketplaceDashboard() {
  const headingId = useId();
  const { query, errors, invalid, choose } = useDashboardPeriod();
  const { data, error, isPlaceholderData } = useDashboard(query, !invalid);
  const [picked, setPicked] = useState<string>();
  const currencies = data?.money.map((m) => m.currency) ?? [];
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const money = data?.money.find((m) => m.currency === currency);
  const currencySwitch = <CurrencySwitch currencies={currencies} value={currency} onChange={setPicked} />;
  const p = data?.period;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-navy-900">
            Marketplace
          </h2>
          <div className="mt-1 min-h-10 text-sm text-slate-600 sm:min-h-5" aria-live="polite">
            {p && !invalid ? (
              <p>
                <span className="font-medium text-slate-800">{formatRange(p.from, p.to)}</span>
                <span className="block sm:inline">
                  <span className="hidden sm:inline"> · </span>compared with {formatRange(p.previousFrom, p.previousTo)}
                </span>
              </p>
            ) : invalid ? null : (
              <Skeleton className="h-5 w-80 max-w-full" />
            )}
          </div>
        </div>
        <PeriodPicker key={`${query.period}|${query.from}|${query.to}`} query={query} errors={errors} shown={p} onChoose={choose} />
      </div>

      {error ? (
        <Alert className="mt-6">The dashboard could not be loaded: {error.message}</Alert>
      ) : invalid ? (
        <Alert tone="info" className="mt-6">
          Choose the first and the last day of the period above.
        </Alert>
      ) : (
        <div aria-busy={!data || isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <div className="mt-6">
            {data ? <DashboardFigures data={data} money={money} currencySwitch={currencySwitch} /> : <DashboardFiguresSkeleton />}
          </div>
          <div className="mt-10 grid gap-6">
            {data ? <FixturesOverTime data={data} /> : <ChartPanelSkeleton height="h-[35rem] lg:h-64" />}
            {data ? (
              <MoneyOverTime data={data} currency={currency} currencySwitch={currencySwitch} />
            ) : (
              <ChartPanelSkeleton height="h-[35rem] lg:h-64" />
            )}
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {data ? <DealFunnel data={data} /> : <ChartPanelSkeleton height="h-48" />}
            {data ? (
              <FixturesBy
                title="Fixtures by load region"
                description="Fixed in the period, by the region of the load port."
                labelHeader="Region"
                rows={data.fixturesByLoadRegion}
                emptyText="Each fixture is placed here by the region of its load port once deals are fixed."
              />
            ) : (
              <ChartPanelSkeleton height="h-48" />
            )}
            {data ? (
              <FixturesBy
                title="Fixtures by vessel size"
                description="Fixed in the period, by the ship's size class."
                labelHeader="Size class"
                rows={data.fixturesBySizeClass}
                emptyText="Each fixture is counted here under its ship's size class once deals are fixed."
              />
            ) : (
              <ChartPanelSkeleton height="h-48" />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
