import { ArrowLeft, Landmark, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatAmount } from '../../../../common/payments/money';
import { ExportLink } from '../../../components/export-link';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyRole } from '../../../lib/use-my-role';
import { useDealOf, useDealPayments } from '../api/payments';
import { BillOfLadingForm } from '../components/bill-of-lading-form';
import { CheckoutReturn } from '../components/checkout-return';
import { HireRedelivery } from '../components/hire-redelivery';
import { InstalmentCard } from '../components/instalment-card';
import { PayoutHeldNotice } from '../components/payout-held-notice';

/** /app/deals/:id/payments: the sealed charter party's payment schedule, escrow, releases and claims. */
export default function DealPaymentsPage() {
  const { id = '' } = useParams();
  const deal = useDealOf(id);
  const schedule = useDealPayments(id);
  usePageTitle(deal.data ? `Payments · ${deal.data.vessel.name}` : 'Payments');
  const me = deal.data?.myParty ?? null;
  const role = useMyRole();
  const agreed = deal.data?.offers.find((o) => o.status === 'accepted')?.terms;
  const list = schedule.data?.payments ?? [];
  // Hire cancelled at redelivery is no longer owed: its balance is in the final hire statement (#25).
  const total = list.filter((p) => p.status !== 'cancelled').reduce((s, p) => s + p.amount, 0);
  const released = list.reduce((s, p) => s + p.releasedAmount, 0);

  return (
    <section className="max-w-4xl">
      <Link to={`/app/deals/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to the deal
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Payments{deal.data ? ` · ${deal.data.vessel.name}` : ''}</h1>
        <ExportLink path="/api/exports/payments.csv" query={{ dealId: id }} />
      </div>
      {deal.data ? (
        <p className="mt-1 text-sm text-slate-600">
          Owners {deal.data.owner.company} · Charterers {deal.data.charterer.company}
        </p>
      ) : (
        <p className="mt-1 h-5" />
      )}
      {deal.error || schedule.error ? <Alert className="mt-4">{(deal.error ?? schedule.error)?.message}</Alert> : null}
      <CheckoutReturn dealId={id} />
      {schedule.isPending ? <Skeleton className="mt-6 h-72 rounded-xl" /> : null}

      {schedule.data && !list.length ? (
        <Card className="mt-6 p-6">
          <h2 className="font-semibold text-navy-900">No payment schedule yet</h2>
          <p className="mt-1 text-sm text-slate-600">
            The schedule is drawn up from the charter party when both sides have signed it: hire per 15-day period for a time charter, freight in its
            agreed parts for a voyage.
          </p>
          <Link to={`/app/deals/${id}/contract`} className="mt-3 inline-block text-sm font-medium text-sea-700 hover:underline">
            Open the charter party
          </Link>
        </Card>
      ) : null}

      {schedule.data && list.length ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <Card className="p-4">
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <ShieldCheck aria-hidden className="size-4 text-sea-700" /> In escrow now
              </p>
              <p className="mt-1 text-xl font-semibold tabular-nums text-navy-900">
                {formatAmount(schedule.data.escrow?.held ?? 0, list[0].currency)}
              </p>
            </Card>
            <Card className="p-4">
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Landmark aria-hidden className="size-4 text-sea-700" /> Released to the owner
              </p>
              <p className="mt-1 text-xl font-semibold tabular-nums text-navy-900">{formatAmount(released, list[0].currency)}</p>
              {released > 0 ? (
                <p className="mt-0.5 text-xs text-slate-600">{formatAmount(schedule.data.paidOut, list[0].currency)} paid to the owner’s bank</p>
              ) : null}
            </Card>
            <Card className="p-4">
              <p className="text-sm text-slate-600">Schedule total</p>
              <p className="mt-1 text-xl font-semibold tabular-nums text-navy-900">{formatAmount(total, list[0].currency)}</p>
            </Card>
          </div>
          <PayoutHeldNotice held={schedule.data.payoutHeld} />
          <p className="mt-4 text-sm text-slate-600">
            Money paid into escrow is held by Fairlead and goes to the owner only when its condition is met. Either side may raise a claim on held
            money; it then stays in escrow until Fairlead resolves it. No commission is taken.
          </p>
          <h2 className="mt-6 text-lg font-semibold text-navy-900">Schedule</h2>
          <div className="mt-3 space-y-4">
            {list.map((p) => (
              <InstalmentCard
                key={p.id}
                payment={p}
                me={me}
                dealId={id}
                autoReleaseDays={schedule.data.autoReleaseDays}
                payee={deal.data ? `the owners, ${deal.data.owner.company}` : 'the owners'}
                cardLimit={schedule.data.cardLimit}
                testMode={schedule.data.provider === 'simulated'}
                isAdmin={role === 'admin'}
              />
            ))}
          </div>
          {schedule.data.redelivery ? (
            <div className="mt-6">
              <HireRedelivery dealId={id} me={me} redelivery={schedule.data.redelivery} />
            </div>
          ) : null}
          {me === 'owner' &&
          agreed?.charterType === 'voyage' &&
          agreed.freightBasis === 'per_tonne' &&
          list.some((p) => p.kind !== 'demurrage' && (p.status === 'scheduled' || p.status === 'failed')) ? (
            <div className="mt-6">
              <BillOfLadingForm dealId={id} nominalT={agreed.quantityT} />
            </div>
          ) : null}
          {agreed?.charterType === 'voyage' ? (
            // Demurrage is no longer typed in here (#30): the laytime sheet both parties agree adds it to this schedule.
            <p className="mt-6 text-sm text-slate-600">
              Demurrage and despatch come from the laytime sheet both parties agree on the deal’s laytime page: agreed demurrage appears here as an
              instalment, agreed despatch as a credit to the charterer.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
