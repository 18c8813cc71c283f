import { useState, type FormEvent } from 'react';
import { MoneyInput } from '../../../components/terms/money-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useRecordTransfer } from '../api/payments';

/**
 * Test mode only: the simulated escrow bank has no statement to read, so an admin records what arrived, as the bank's
 * statement line would say it. The server matches it by the reference, as it would a real bank's report.
 */
export function RecordTransferForm({
  dealId,
  reference,
  currency,
  remaining,
}: {
  dealId: string;
  reference: string;
  currency: string;
  remaining: number;
}) {
  const record = useRecordTransfer(dealId);
  const [amount, setAmount] = useState<number | undefined>(remaining || undefined);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount === undefined || Number.isNaN(amount) || amount < 1) return setError('Enter the amount received');
    setError(null);
    record.mutate({ reference, amount, currency });
  };
  const fieldError = error ?? (record.error instanceof ApiError ? (record.error.fields.amount ?? record.error.fields.reference) : undefined);
  return (
    <form noValidate onSubmit={submit} className="mt-4 border-t border-slate-200 pt-4">
      <p className="text-sm font-medium text-slate-800">Test mode: record a transfer received at the simulated escrow bank</p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <Field label={`Amount received with ${reference}`} error={fieldError} className="min-w-56 flex-1">
          {({ id, describedBy }) => (
            <MoneyInput id={id} describedBy={describedBy} value={amount} onChange={setAmount} currency={currency} invalid={!!fieldError} />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record transfer received'}
        </Button>
      </div>
      {record.error && !fieldError ? <Alert className="mt-3">{record.error.message}</Alert> : null}
    </form>
  );
}
