import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bankReceiptInputSchema } from '../../../../common/payments/funding';
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
  // The reference and currency are the instalment's own; only the amount is typed. All three go through the shared schema.
  const form = useForm<z.input<typeof bankReceiptInputSchema>, unknown, z.output<typeof bankReceiptInputSchema>>({
    resolver: zodResolver(bankReceiptInputSchema),
    defaultValues: { reference, amount: remaining || undefined, currency },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((receipt) => record.mutate(receipt));
  const fieldError =
    (errors.amount ?? errors.reference ?? errors.currency)?.message ??
    (record.error instanceof ApiError ? (record.error.fields.amount ?? record.error.fields.reference) : undefined);
  return (
    <form noValidate onSubmit={submit} className="mt-4 border-t border-slate-200 pt-4">
      <p className="text-sm font-medium text-slate-800">Test mode: record a transfer received at the simulated escrow bank</p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <Field label={`Amount received with ${reference}`} error={fieldError} className="min-w-56 flex-1">
          {({ id, describedBy }) => (
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <MoneyInput
                  id={id}
                  describedBy={describedBy}
                  value={field.value}
                  onChange={field.onChange}
                  currency={currency}
                  invalid={!!fieldError}
                />
              )}
            />
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
