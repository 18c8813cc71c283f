import { ArrowLeft, Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBankDetails, useCancelBankDetailsChange, useConfirmBankDetails } from '../api/bank-details';
import { BankDetailsForm } from '../components/bank-details-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** /app/settings/bank-details: an owner's payout account, and the guarded way to change it after a fixture. */
export default function BankDetailsPage() {
  usePageTitle('Payout bank details');
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const details = useBankDetails();
  const confirm = useConfirmBankDetails();
  const cancel = useCancelBankDetailsChange();
  const [editing, setEditing] = useState(false);
  const d = details.data;

  return (
    <section className="max-w-3xl space-y-6">
      <Link to="/app/settings" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Settings
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">Payout bank details</h1>
      <p className="text-sm text-slate-600">
        Money released from escrow is paid to this account. Once you have a fixed charter, a change needs your password, a link sent to your e-mail,
        and waits 48 hours; your charterers are told, and Fairlead may stop it. Nobody can redirect your freight or hire with one convincing e-mail.
      </p>
      {details.error ? <Alert>{details.error.message}</Alert> : null}
      {details.isPending ? <Skeleton className="h-40 rounded-xl" /> : null}

      {token && d?.change?.status === 'awaiting_confirmation' ? (
        <Card className="p-5">
          <h2 className="font-semibold text-navy-900">Confirm the change</h2>
          <p className="mt-1 text-sm text-slate-700">
            New account: {d.change.holderName}, {d.change.iban}, {d.change.bic}. It applies 48 hours after you confirm.
          </p>
          {confirm.error ? <Alert className="mt-3">{confirm.error.message}</Alert> : null}
          <div className="mt-4 flex gap-2">
            <Button onClick={() => confirm.mutate(token, { onSuccess: () => setParams({}) })} disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming…' : 'Confirm the change'}
            </Button>
            <Button variant="secondary" onClick={() => cancel.mutate(undefined, { onSuccess: () => setParams({}) })}>
              It was not me: cancel it
            </Button>
          </div>
        </Card>
      ) : null}

      {d ? (
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold text-navy-900">
            <Landmark aria-hidden className="size-4 text-sea-700" /> Current account
          </h2>
          {d.active ? (
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">Account holder</dt>
                <dd className="text-slate-900">{d.active.holderName}</dd>
              </div>
              <div>
                <dt className="text-slate-600">IBAN</dt>
                <dd className="font-mono text-slate-900">{d.active.iban}</dd>
              </div>
              <div>
                <dt className="text-slate-600">SWIFT/BIC</dt>
                <dd className="font-mono text-slate-900">{d.active.bic}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No payout account yet: add one before money is released to you.</p>
          )}
          {d.change && d.change.status === 'pending' ? (
            <Alert tone="info" className="mt-4">
              A change to {d.change.iban} ({d.change.bic}) applies {d.change.appliesAt ? when(d.change.appliesAt) : 'soon'} unless cancelled or
              stopped by Fairlead.
            </Alert>
          ) : null}
          {d.change && d.change.status === 'awaiting_confirmation' && !token ? (
            <Alert tone="info" className="mt-4">
              A change to {d.change.iban} waits for the confirmation link we e-mailed you.
            </Alert>
          ) : null}
          {d.change ? (
            <Button variant="secondary" className="mt-4" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              Cancel the change
            </Button>
          ) : editing ? (
            <div className="mt-4">
              <BankDetailsForm locked={d.locked} onDone={() => setEditing(false)} />
            </div>
          ) : (
            <Button className="mt-4" onClick={() => setEditing(true)}>
              {d.active ? 'Change bank details' : 'Add bank details'}
            </Button>
          )}
          {cancel.error ? <Alert className="mt-3">{cancel.error.message}</Alert> : null}
        </Card>
      ) : null}
    </section>
  );
}
