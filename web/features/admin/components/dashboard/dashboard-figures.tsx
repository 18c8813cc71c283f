import type { ReactNode } from 'react';
import type { Dashboard, MoneyFigures } from '../../api/dashboard';
import { FigureCard, FigureCardSkeleton } from './figure-card';
import { formatCount, formatDuration, formatMoneyWhole } from './format';

function Group({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
        {actions}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">{children}</div>
    </div>
  );
}

export function DashboardFigures({ data, money, currencySwitch }: { data: Dashboard; money: MoneyFigures | undefined; currencySwitch: ReactNode }) {
  const f = data.figures;
  const fmt = (n: number) => formatMoneyWhole(n, money?.currency ?? 'USD');
  return (
    <div className="space-y-8">
      <Group title="Members and market">
        <FigureCard label="New members" {...f.newMembers} format={formatCount} />
        <FigureCard label="New companies" {...f.newCompanies} format={formatCount} />
        <FigureCard label="Listed ships" {...f.listedShips} format={formatCount} note="At the period's end" />
        <FigureCard label="Open positions" {...f.openPositions} format={formatCount} note="At the period's end" />
        <FigureCard label="Cargo orders" {...f.cargoOrders} format={formatCount} />
      </Group>
      <Group title="Deals">
        <FigureCard label="Enquiries" {...f.enquiries} format={formatCount} />
        <FigureCard label="Offers" {...f.offers} format={formatCount} />
        <FigureCard label="Fixtures" {...f.fixtures} format={formatCount} />
        <FigureCard
          label="Time to fixture"
          {...f.medianHoursToFixture}
          format={formatDuration}
          none="No fixtures"
          better="down"
          note="Median, from enquiry"
        />
      </Group>
      <Group title={money ? `Money in ${money.currency}` : 'Money'} actions={currencySwitch}>
        {money ? (
          <>
            <FigureCard label="Value fixed" {...money.fixed} format={fmt} small />
            <FigureCard label="Held in escrow" {...money.held} format={fmt} small note="At the period's end" />
            <FigureCard label="Released" {...money.released} format={fmt} small />
            <FigureCard label="Refunded" {...money.refunded} format={fmt} small better="down" />
            <FigureCard label="In claims" {...money.inClaims} format={fmt} small better="down" note="At the period's end" />
          </>
        ) : (
          <p className="col-span-full rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            No money was fixed, held, released or refunded in this period or the one before.
          </p>
        )}
      </Group>
      <Group title="Needs attention">
        <FigureCard label="Failed payments" {...f.failedPayments} format={formatCount} better="down" />
        <FigureCard label="Open reports" {...f.openReports} format={formatCount} better="down" note="At the period's end" />
        <FigureCard label="Open verifications" {...f.openVerificationCases} format={formatCount} better="down" note="At the period's end" />
      </Group>
    </div>
  );
}

export function DashboardFiguresSkeleton() {
  const counts = [5, 4, 5, 3];
  return (
    <div className="space-y-8" aria-hidden>
      {counts.map((n, g) => (
        <div key={g}>
          <div className="min-h-8" />
          <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            {Array.from({ length: n }, (_, i) => (
              <FigureCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
