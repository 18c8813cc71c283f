import { Link } from 'react-router';
import { hireMessages } from '../../../../common/hire/api';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useAgreeHire, type HireView } from '../api/hire';
import { agreedOn } from './words';

/** Who has agreed the statement as it stands, and the party's own Agree. Agreed by both, it is final and settled. */
export function HireAgreement({ dealId, hire }: { dealId: string; hire: HireView }) {
  const agree = useAgreeHire(dealId);
  const { agreement, actions, statement } = hire;
  const sides = [
    { who: 'Owners', at: agreement.owner },
    { who: 'Charterers', at: agreement.charterer },
  ];
  return (
    <div className="space-y-3">
      <ul className="space-y-1.5 text-sm" aria-label="Agreement">
        {sides.map(({ who, at }) => (
          <li key={who} className="flex items-center gap-2 text-slate-700">
            <span aria-hidden className={`size-2.5 rounded-full ${at ? 'bg-emerald-600' : 'border border-slate-400'}`} />
            {at ? `${who} agreed on ${agreedOn(at)}` : `${who} have not agreed this statement yet`}
          </li>
        ))}
      </ul>
      {agreement.agreed ? (
        <Alert tone="success">
          Agreed by both parties: the statement is final.{' '}
          {statement && statement.balance > 0
            ? 'The balance is in the payment schedule for the charterers to pay into escrow.'
            : statement && statement.balance < 0
              ? 'The balance is credited to the charterers through escrow.'
              : 'Nothing is owed either way.'}{' '}
          <Link to={`/app/deals/${dealId}/payments`} className="font-medium underline">
            Payments
          </Link>
        </Alert>
      ) : actions.agree ? (
        <div>
          <p className="text-sm text-slate-600">
            Agree the statement as shown. Once both parties agree, it can no longer change and its balance settles through escrow.
          </p>
          <Button className="mt-3" disabled={agree.isPending} onClick={() => agree.mutate(hire)}>
            {agree.isPending ? 'Agreeing…' : 'Agree this hire statement'}
          </Button>
        </div>
      ) : hire.party && statement && hire.hireAwaitingPayment ? (
        <p className="text-sm text-slate-600">{hireMessages.unpaidHire}.</p>
      ) : null}
      {agree.error ? <Alert>{agree.error.message}</Alert> : null}
    </div>
  );
}
