import { useMemo } from 'react';
import { formatMoney } from '../../../../../common/money';
import type { Dashboard } from '../../api/dashboard';
import { BarTable } from './bar-table';
import { ChartEmpty, ChartPanel } from './chart-panel';
import { formatCount, formatMoneyCompact } from './format';
import { SeriesTable } from './series-table';
import { TimeChart, type TimeSeries } from './time-chart';

// The app's palette (web/styles.css), as canvas needs colours as values. Each has at least 3:1 against white; the
// refunded line is also dashed, so the lines differ by more than colour.
/** A time series and its table: side by side from laptop width, the table below the chart on a phone. */
const beside = 'grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6';
/** The money table has three amount columns: half the width. */
const besideWide = 'grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-6';

const colours = { fixtures: '#2b4f86', fixed: '#1f3c6b', released: '#0d9488', refunded: '#b45309' };

export function FixturesOverTime({ data }: { data: Dashboard }) {
  const starts = useMemo(() => data.series.map((p) => p.start), [data]);
  const values = useMemo(() => data.series.map((p) => p.fixtures), [data]);
  const series = useMemo<TimeSeries[]>(() => [{ label: 'Fixtures', values, color: colours.fixtures, bars: true }], [values]);
  const empty = values.every((v) => v === 0);
  return (
    <ChartPanel title="Fixtures over time" description={`Deals fixed, by ${data.period.bucket}.`}>
      {empty ? (
        <ChartEmpty title="No fixtures in this period">
          Fixed deals appear here as bars, one per {data.period.bucket}. Try a longer period.
        </ChartEmpty>
      ) : (
        <div className={beside}>
          <TimeChart starts={starts} bucket={data.period.bucket} series={series} format={formatCount} integer />
          <SeriesTable
            caption="Fixtures over time"
            starts={starts}
            bucket={data.period.bucket}
            columns={[{ header: 'Fixtures', values, format: formatCount }]}
          />
        </div>
      )}
    </ChartPanel>
  );
}

export function MoneyOverTime({
  data,
  currency,
  currencySwitch,
}: {
  data: Dashboard;
  currency: string | undefined;
  currencySwitch: React.ReactNode;
}) {
  const starts = useMemo(() => data.series.map((p) => p.start), [data]);
  const columns = useMemo(() => {
    const pick = (key: 'fixed' | 'released' | 'refunded') => data.series.map((p) => p.money.find((m) => m.currency === currency)?.[key] ?? 0);
    return { fixed: pick('fixed'), released: pick('released'), refunded: pick('refunded') };
  }, [data, currency]);
  const series = useMemo<TimeSeries[]>(
    () => [
      { label: 'Fixed', values: columns.fixed, color: colours.fixed },
      { label: 'Released', values: columns.released, color: colours.released },
      { label: 'Refunded', values: columns.refunded, color: colours.refunded, dash: [6, 4] },
    ],
    [columns],
  );
  const compact = useMemo(() => (n: number) => formatMoneyCompact(n, currency ?? 'USD'), [currency]);
  const exact = (n: number) => formatMoney(n, currency ?? 'USD');
  const empty = !currency || [...columns.fixed, ...columns.released, ...columns.refunded].every((v) => v === 0);
  return (
    <ChartPanel
      title="Money over time"
      description={
        currency
          ? `Fixture values, escrow released and refunded, in ${currency}, by ${data.period.bucket}.`
          : 'Fixture values, escrow released and refunded.'
      }
      actions={currencySwitch}
    >
      {empty ? (
        <ChartEmpty title="No money moved in this period">
          Fixture values, releases to owners and refunds to charterers appear here once deals are fixed and paid.
        </ChartEmpty>
      ) : (
        <div className={besideWide}>
          <TimeChart starts={starts} bucket={data.period.bucket} series={series} format={compact} />
          <SeriesTable
            caption={`Money over time in ${currency}`}
            starts={starts}
            bucket={data.period.bucket}
            columns={[
              { header: 'Fixed', values: columns.fixed, format: exact },
              { header: 'Released', values: columns.released, format: exact },
              { header: 'Refunded', values: columns.refunded, format: exact },
            ]}
          />
        </div>
      )}
    </ChartPanel>
  );
}

const stageLabels = { enquiry: 'Enquiry', negotiating: 'Negotiating', on_subjects: 'On subjects', fixed: 'Fixed' } as const;

export function DealFunnel({ data }: { data: Dashboard }) {
  const opened = data.funnel.find((s) => s.stage === 'enquiry')?.deals ?? 0;
  return (
    <ChartPanel title="Deals by stage" description="Deals opened in the period, by the furthest stage each reached.">
      {opened === 0 ? (
        <ChartEmpty title="No deals opened in this period">
          Each enquiry sent in the period is counted here, and again at every stage it reaches up to the fixture.
        </ChartEmpty>
      ) : (
        <BarTable
          caption="Deals by stage"
          labelHeader="Stage"
          valueHeader="Deals"
          rows={data.funnel.map((s) => ({ label: stageLabels[s.stage], value: s.deals }))}
          max={opened}
          share={{ header: 'Of all', of: opened }}
        />
      )}
    </ChartPanel>
  );
}

export function FixturesBy({
  title,
  description,
  labelHeader,
  rows,
  emptyText,
}: {
  title: string;
  description: string;
  labelHeader: string;
  rows: { label: string; fixtures: number }[];
  emptyText: string;
}) {
  return (
    <ChartPanel title={title} description={description}>
      {rows.length === 0 ? (
        <ChartEmpty title="No fixtures in this period">{emptyText}</ChartEmpty>
      ) : (
        <BarTable caption={title} labelHeader={labelHeader} valueHeader="Fixtures" rows={rows.map((r) => ({ label: r.label, value: r.fixtures }))} />
      )}
    </ChartPanel>
  );
}
