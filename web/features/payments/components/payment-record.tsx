import { paymentEventLabels } from '../../../../common/payments/labels';
import { formatAmount } from '../../../../common/payments/money';
import type { Payment } from '../api/payments';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const who = (e: Payment['events'][number]) =>
  e.actorRole === 'system' ? 'Fairlead' : e.actorRole === 'admin' ? 'Fairlead back office' : `${e.actorName ?? 'Member'} (${e.actorRole})`;

/** The instalment's record: every step, who took it and when (kept for good; nothing in it is ever changed). */
export function PaymentRecord({ payment }: { payment: Payment }) {
  return (
    <details className="group mt-4 rounded-lg border border-slate-200 bg-slate-50/60 px-4 py-2 text-sm">
      <summary className="cursor-pointer select-none py-1 font-medium text-navy-800 focus-visible:outline-2 focus-visible:outline-sea-600">
        Record ({payment.events.length} {payment.events.length === 1 ? 'entry' : 'entries'})
      </summary>
      <ol className="mt-2 space-y-2 border-l border-slate-300 pl-4">
        {payment.events.map((e, i) => (
          <li key={i}>
            <p className="text-slate-800">
              <span className="font-medium">{paymentEventLabels[e.kind]}</span>
              {e.amount !== null ? ` · ${formatAmount(e.amount, payment.currency)}` : ''}
            </p>
            <p className="text-xs text-slate-600">
              {who(e)} · <time dateTime={e.at}>{when(e.at)}</time>
            </p>
            {e.reason ? <p className="mt-0.5 text-slate-700">“{e.reason}”</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
