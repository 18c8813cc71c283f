import { certificateTime, durationText } from '../../../../common/payments/redelivery';
import { formatAmount } from '../../../../common/payments/money';
import { FileText } from 'lucide-react';
import { Card } from '../../../components/ui/feedback';
import type { HireStatementView } from '../api/redelivery';

const pct = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-slate-200 font-semibold text-navy-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/** The final hire statement (#25), as both parties see it: the figures a professional checks by hand, line by line. */
export function HireStatementCard({ statement: s }: { statement: HireStatementView }) {
  const m = (n: number) => formatAmount(n, s.currency);
  const window =
    s.redelivery === 'within'
      ? `within the ${s.periodDays} days ${s.toleranceDays} more or less the charter party allows`
      : `${durationText(s.outsideMinutes)} ${s.redelivery === 'early' ? 'before the earliest' : 'after the latest'} redelivery the charter party allows (${s.periodDays} days ${s.toleranceDays} more or less)`;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-navy-900">Final hire statement</h2>
      <p className="mt-1 text-sm text-slate-600">
        Delivered {certificateTime(s.deliveredAt)}, redelivered {certificateTime(s.redeliveredAt)}: {durationText(s.minutesOnHire)} on hire, {window}.
      </p>
      {s.certificate ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <FileText aria-hidden className="size-4 text-slate-500" />
          <a href={s.certificate.url} className="font-medium text-sea-700 hover:underline">
            Redelivery certificate
          </a>
          <span>stating {certificateTime(s.redeliveredAt)}</span>
          <span className="text-slate-500">
            uploaded {certificateTime(s.at)}
            {s.recordedBy ? ` by ${s.recordedBy}` : ''}
          </span>
        </p>
      ) : null}
      <dl className="mt-3 text-sm">
        <Line label={`Hire, ${durationText(s.minutesOnHire)} at ${m(s.hirePerDay)}/day`} amount={m(s.gross)} />
        <Line label={`Less address commission ${pct(s.addressCommissionBp)}`} amount={`−${m(s.adcom)}`} />
        {s.brokerageBp ? (
          <Line
            label={`Brokerage ${pct(s.brokerageBp)}${s.brokerageDeducted ? ', deducted' : ', for the owners’ account (not deducted)'}`}
            amount={s.brokerageDeducted ? `−${m(s.brokerage)}` : m(s.brokerage)}
          />
        ) : null}
        <Line label="Hire earned, net" amount={m(s.net)} strong />
        <Line label="Less hire paid into escrow" amount={`−${m(s.paid)}`} />
        <Line
          label={s.balance > 0 ? 'Balance due from the charterers' : s.balance < 0 ? 'Balance due to the charterers' : 'Balance'}
          amount={m(Math.abs(s.balance))}
          strong
        />
        {s.balance < 0 ? (
          <>
            <Line label="Refunded to the charterers from escrow" amount={m(s.refunded)} />
            {s.owedByOwner ? <Line label="Owed by the owners beyond what escrow held" amount={m(s.owedByOwner)} /> : null}
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        {s.balance > 0
          ? 'The balance is the final hire balance instalment in the schedule: paid into escrow, released to the owners when the charterers confirm it.'
          : s.balance < 0 && s.owedByOwner
            ? 'Escrow no longer held enough hire to refund all of it: the owners owe the rest to the charterers. Raise it with Fairlead if it is not paid.'
            : 'Recorded by the owners; raise a claim with Fairlead if a figure is wrong.'}
        {s.recordedBy ? ` Recorded by ${s.recordedBy}.` : ''}
      </p>
    </Card>
  );
}
