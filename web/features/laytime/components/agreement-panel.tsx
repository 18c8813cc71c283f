import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useAgree, type LaytimeView } from '../api/laytime';
import { sheetPdfHref } from '../api/reopening';
import { ReopenPanel } from './reopen-panel';

const agreedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Who has agreed the sheet as it stands, and the party's own Agree. Agreed by both, the sheet is final and settled
 * through escrow: the demurrage joins the payment schedule, a despatch is credited to the charterers.
 */
export function AgreementPanel({ dealId, laytime }: { dealId: string; laytime: LaytimeView }) {
  const agree = useAgree(dealId);
  const { agreement, actions, sheet } = laytime;
  const sides = [
    { who: 'Owners', at: agreement.owner },
    { who: 'Charterers', at: agreement.charterer },
  ];
  return (
    <div className="space-y-3">
      <ul className="space-y-1.5 text-sm">
        {sides.map(({ who, at }) => (
          <li key={who} className="flex items-center gap-2 text-slate-700">
            {/* A dot, not an icon: an icon shared with the deal page would move into a chunk both load (its budget is full). */}
            <span aria-hidden className={`size-2.5 rounded-full ${at ? 'bg-emerald-600' : 'border border-slate-400'}`} />
            {at ? `${who} agreed on ${agreedOn(at)}` : `${who} have not agreed this sheet yet`}
          </li>
        ))}
      </ul>
      {agreement.agreed ? (
        <Alert tone="success">
          Agreed by both parties: the sheet is final unless both agree to reopen it.{' '}
          {sheet && sheet.balance > 0
            ? 'The demurrage is in the payment schedule for the charterers to pay into escrow.'
            : sheet && sheet.balance < 0
              ? 'The despatch is credited to the charterers through escrow.'
              : 'Nothing is owed either way.'}{' '}
          <Link to={`/app/deals/${dealId}/payments`} className="font-medium underline">
            Payments
          </Link>
        </Alert>
      ) : actions.agree ? (
        <div>
          <p className="text-sm text-slate-600">
            Agree the sheet as shown, computed from the latest statements of facts at both ports and the terms above. Once both parties agree, it can
            no longer change and it settles through escrow.
          </p>
          <Button className="mt-3" disabled={agree.isPending} onClick={() => agree.mutate(laytime)}>
            {agree.isPending ? 'Agreeing…' : 'Agree this laytime sheet'}
          </Button>
        </div>
      ) : null}
      {agree.error ? <Alert>{agree.error.message}</Alert> : null}
      <a href={sheetPdfHref(dealId)} className="inline-block text-sm font-medium text-sea-700 hover:underline">
        Download PDF{agreement.agreed ? '' : ' (draft, not agreed)'}
      </a>
      <ReopenPanel dealId={dealId} />
    </div>
  );
}
