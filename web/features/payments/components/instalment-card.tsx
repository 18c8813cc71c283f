import { CheckCircle2, CreditCard, FileText, Flag, Landmark, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { Party } from '../../../../common/charters/deal-process';
import { evidenceLabels } from '../../../../common/payments/evidence';
import { confirmLabels, markDoneLabels, paymentStateLabels, paymentStateTones, releaseRuleText } from '../../../../common/payments/labels';
import { formatAmount } from '../../../../common/payments/money';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card } from '../../../components/ui/feedback';
import { useClaim, useConfirm, useMarkDone, usePay, type Payment } from '../api/payments';
import { BankTransferPanel } from './bank-transfer-panel';
import { ClaimDialog } from './claim-dialog';
import { MarkDoneDialog } from './mark-done-dialog';
import { ReleaseDialog } from './release-dialog';
import { PaymentRecord } from './payment-record';

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
const date = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One instalment of the schedule: what it is, its state, what happens next, and the caller's moves. */
export function InstalmentCard({
  payment: p,
  me,
  dealId,
  autoReleaseDays,
  payee,
  cardLimit = null,
  testMode = false,
  isAdmin = false,
}: {
  payment: Payment;
  me: Party | null;
  dealId: string;
  autoReleaseDays: number;
  payee: string;
  /** The most the provider takes by card (minor units; null: no limit): above it, bank transfer only. */
  cardLimit?: number | null;
  testMode?: boolean;
  isAdmin?: boolean;
}) {
  const pay = usePay(dealId);
  const done = useMarkDone(dealId);
  const confirm = useConfirm(dealId);
  const claim = useClaim(dealId);
  const [claiming, setClaiming] = useState(false);
  const [marking, setMarking] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const rule = p.releaseRule === 'period_start' ? null : p.releaseRule;
  const open = ['scheduled', 'pending', 'failed', 'held'].includes(p.status);
  // The caller's moves are the server's list (from the payment lifecycle table and the caller's side): no rule is re-derived here.
  const may = (action: Payment['actions'][number]) => p.actions.includes(action);
  const error = pay.error;
  const transfer = p.bankTransfer && p.bankTransfer.state !== 'ended' ? p.bankTransfer : null;
  const byCard = cardLimit === null || p.amount <= cardLimit;

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-navy-900">
            {p.seq}. {p.label}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">Due {date(p.dueOn)}</p>
        </div>
        <div className="flex items-center gap-2 sm:block sm:text-right">
          <p className="text-lg font-semibold tabular-nums text-navy-900">{formatAmount(p.amount, p.currency)}</p>
          <Badge tone={paymentStateTones[p.status]}>{transfer?.state === 'awaiting' ? 'Awaiting transfer' : paymentStateLabels[p.status]}</Badge>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{releaseRuleText(p.releaseRule, autoReleaseDays, date(p.dueOn))}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {p.ownerDoneAt ? (
          <li>
            Marked done by the owner {day(p.ownerDoneAt)}
            {p.autoReleaseAt && open ? `; released automatically ${day(p.autoReleaseAt)} unless a claim is raised` : ''}.
          </li>
        ) : null}
        {p.chartererConfirmedAt ? <li>Confirmed by the charterer {day(p.chartererConfirmedAt)}.</li> : null}
        {p.refundedAmount > 0 ? (
          <li>
            {formatAmount(p.refundedAmount, p.currency)} refunded to the charterer; {formatAmount(p.releasedAmount, p.currency)} released to the
            owner.
          </li>
        ) : null}
      </ul>
      {p.status === 'failed' && p.lastFailure ? <Alert className="mt-3">The last payment failed: {p.lastFailure}</Alert> : null}
      {p.status === 'on_hold' && p.holdReason ? (
        <Alert tone="info" className="mt-3">
          On hold until Fairlead resolves it: “{p.holdReason}”
        </Alert>
      ) : null}
      {p.status === 'pending' && !transfer ? (
        <Alert tone="info" className="mt-3">
          Waiting for the payment provider to confirm the charge.
        </Alert>
      ) : null}
      {transfer ? <BankTransferPanel transfer={transfer} me={me} isAdmin={isAdmin} testMode={testMode} dealId={dealId} /> : null}
      {p.evidence.length ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-navy-900">Evidence</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {p.evidence.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-x-2">
                <FileText aria-hidden className="size-4 text-slate-500" />
                <a href={e.url} className="font-medium text-sea-700 hover:underline">
                  {evidenceLabels[e.document]}
                </a>
                <span>
                  {e.quantityT ? `${e.quantityT.toLocaleString('en-GB')} t, ` : ''}stating {day(e.statedAt)}
                </span>
                <span className="text-slate-500">
                  uploaded {day(e.at)}
                  {e.uploadedBy ? ` by ${e.uploadedBy}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {may('mark_done') && rule && p.mark?.refusal ? (
        <p className="mt-3 text-sm text-slate-600">
          {markDoneLabels[rule]}: not yet. {p.mark.refusal}.
        </p>
      ) : null}
      {error ? <Alert className="mt-3">{error.message}</Alert> : null}
      {may('pay') && !byCard && cardLimit !== null ? (
        <p className="mt-3 text-sm text-slate-600">
          Pay by bank transfer to the escrow account: a card payment is at most {formatAmount(cardLimit, p.currency)}.
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {may('pay') ? (
          <>
            <Button onClick={() => pay.mutate({ paymentId: p.id, method: 'bank_transfer' })} disabled={pay.isPending}>
              <Landmark aria-hidden className="size-4" />{' '}
              {pay.isPending && pay.variables?.method === 'bank_transfer' ? 'Getting the details…' : 'Pay by bank transfer'}
            </Button>
            {byCard ? (
              <Button variant="secondary" onClick={() => pay.mutate({ paymentId: p.id, method: 'card' })} disabled={pay.isPending}>
                <CreditCard aria-hidden className="size-4" />{' '}
                {pay.isPending && pay.variables?.method === 'card' ? 'Opening checkout…' : 'Pay by card'}
              </Button>
            ) : null}
          </>
        ) : null}
        {may('mark_done') && rule ? (
          <Button variant="secondary" onClick={() => setMarking(true)} disabled={!p.mark || !!p.mark.refusal}>
            <Flag aria-hidden className="size-4" /> {markDoneLabels[rule]}
          </Button>
        ) : null}
        {may('confirm') && rule ? (
          <Button variant="secondary" onClick={() => setReleasing(true)}>
            <CheckCircle2 aria-hidden className="size-4" /> {confirmLabels[rule]}
          </Button>
        ) : null}
        {may('claim') ? (
          <Button variant="ghost" onClick={() => setClaiming(true)}>
            <ShieldAlert aria-hidden className="size-4" /> Raise a claim
          </Button>
        ) : null}
      </div>
      <PaymentRecord payment={p} />
      {p.mark && rule ? (
        <MarkDoneDialog
          open={marking}
          onOpenChange={setMarking}
          title={markDoneLabels[rule]}
          label={p.label}
          document={p.mark.document}
          autoReleaseDays={autoReleaseDays}
          pending={done.isPending}
          error={done.error}
          onMark={(input) => done.mutate({ paymentId: p.id, ...input }, { onSuccess: () => setMarking(false) })}
        />
      ) : null}
      {rule ? (
        <ReleaseDialog
          open={releasing}
          onOpenChange={setReleasing}
          title={confirmLabels[rule]}
          amount={formatAmount(p.amount - p.releasedAmount - p.refundedAmount, p.currency)}
          payee={payee}
          heldNow={p.status === 'held'}
          pending={confirm.isPending}
          error={confirm.error?.message}
          onConfirm={() => confirm.mutate(p.id, { onSuccess: () => setReleasing(false) })}
        />
      ) : null}
      <ClaimDialog
        open={claiming}
        onOpenChange={setClaiming}
        label={p.label}
        pending={claim.isPending}
        error={claim.error?.message}
        onClaim={(reason) => claim.mutate({ paymentId: p.id, reason }, { onSuccess: () => setClaiming(false) })}
      />
    </Card>
  );
}
