import { CheckCircle2, CreditCard, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { Party } from '../../../../common/charters/deal-process';
import { confirmLabels, markDoneLabels, paymentStateLabels, paymentStateTones, releaseRuleText } from '../../../../common/payments/labels';
import { formatAmount } from '../../../../common/payments/money';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { useClaim, useConfirm, useMarkDone, usePay, type Payment } from '../api/payments';
import { ClaimDialog } from './claim-dialog';
import { PaymentRecord } from './payment-record';

const day = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
const date = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One instalment of the schedule: what it is, its state, what happens next, and the caller's moves. */
export function InstalmentCard({ payment: p, me, dealId, autoReleaseDays }: { payment: Payment; me: Party | null; dealId: string; autoReleaseDays: number }) {
  const pay = usePay(dealId);
  const done = useMarkDone(dealId);
  const confirm = useConfirm(dealId);
  const claim = useClaim(dealId);
  const [claiming, setClaiming] = useState(false);
  const rule = p.releaseRule === 'period_start' ? null : p.releaseRule;
  const open = ['scheduled', 'pending', 'failed', 'held'].includes(p.status);
  const error = pay.error ?? done.error ?? confirm.error;

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-navy-900">{p.seq}. {p.label}</h3>
          <p className="mt-0.5 text-sm text-slate-600">Due {date(p.dueOn)}</p>
        </div>
        <div className="flex items-center gap-2 sm:block sm:text-right">
          <p className="text-lg font-semibold tabular-nums text-navy-900">{formatAmount(p.amount, p.currency)}</p>
          <Badge tone={paymentStateTones[p.status]}>{paymentStateLabels[p.status]}</Badge>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{releaseRuleText(p.releaseRule, autoReleaseDays, date(p.dueOn))}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {p.ownerDoneAt ? <li>Marked done by the owner {day(p.ownerDoneAt)}{p.autoReleaseAt && open ? `; released automatically ${day(p.autoReleaseAt)} unless a claim is raised` : ''}.</li> : null}
        {p.chartererConfirmedAt ? <li>Confirmed by the charterer {day(p.chartererConfirmedAt)}.</li> : null}
        {p.refundedAmount > 0 ? <li>{formatAmount(p.refundedAmount, p.currency)} refunded to the charterer; {formatAmount(p.releasedAmount, p.currency)} released to the owner.</li> : null}
      </ul>
      {p.status === 'failed' && p.lastFailure ? <Alert className="mt-3">The last payment failed: {p.lastFailure}</Alert> : null}
      {p.status === 'on_hold' && p.holdReason ? <Alert tone="info" className="mt-3">On hold until Fairlead resolves it: “{p.holdReason}”</Alert> : null}
      {p.status === 'pending' ? <Alert tone="info" className="mt-3">Waiting for the payment provider to confirm the charge.</Alert> : null}
      {error ? <Alert className="mt-3">{error.message}</Alert> : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {me === 'charterer' && (p.status === 'scheduled' || p.status === 'failed') ? (
          <Button onClick={() => pay.mutate(p.id)} disabled={pay.isPending}>
            <CreditCard aria-hidden className="size-4" /> {pay.isPending ? 'Opening checkout…' : 'Pay into escrow'}
          </Button>
        ) : null}
        {me === 'owner' && rule && !p.ownerDoneAt && open ? (
          <Button variant="secondary" onClick={() => done.mutate(p.id)} disabled={done.isPending}>
            <Flag aria-hidden className="size-4" /> {markDoneLabels[rule]}
          </Button>
        ) : null}
        {me === 'charterer' && rule && !p.chartererConfirmedAt && open && (rule === 'completion' || p.ownerDoneAt) ? (
          <Button variant="secondary" onClick={() => confirm.mutate(p.id)} disabled={confirm.isPending}>
            <CheckCircle2 aria-hidden className="size-4" /> {confirmLabels[rule]}
          </Button>
        ) : null}
        {me && p.status === 'held' ? (
          <Button variant="ghost" onClick={() => setClaiming(true)}>
            <ShieldAlert aria-hidden className="size-4" /> Raise a claim
          </Button>
        ) : null}
      </div>
      <PaymentRecord payment={p} />
      <ClaimDialog
        open={claiming} onOpenChange={setClaiming} label={p.label} pending={claim.isPending} error={claim.error?.message}
        onClaim={(reason) => claim.mutate({ paymentId: p.id, reason }, { onSuccess: () => setClaiming(false) })}
      />
    </Card>
  );
}
