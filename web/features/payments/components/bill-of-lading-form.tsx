import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { billOfLadingInputSchema } from '../../../../common/payments/bill-of-lading';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useRecordBillOfLading } from '../api/bill-of-lading';

// Empty reads as missing; anything typed becomes a number (NaN if unreadable) for the schema to name.
const tonnesFromText = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/,/g, ''))) : value);

/**
 * The owner records the quantity the bills of lading state: freight per tonne is paid on it, the nominal quantity
 * being only the estimate. Thousands separators are accepted as in the money fields ("49,873.420").
 */
export function BillOfLadingForm({ dealId, nominalT }: { dealId: string; nominalT: number }) {
  const record = useRecordBillOfLading(dealId);
  const form = useForm<z.input<typeof billOfLadingInputSchema>, unknown, z.output<typeof billOfLadingInputSchema>>({
    resolver: zodResolver(billOfLadingInputSchema),
    defaultValues: { quantityT: undefined },
  });
  const submit = form.handleSubmit(({ quantityT }) => record.mutate(quantityT, { onSuccess: () => form.reset() }));
  const serverError = record.error instanceof ApiError ? record.error.fields.quantityT : undefined;
  const error = form.formState.errors.quantityT?.message ?? serverError;
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Bill-of-lading quantity</h2>
      <p className="mt-1 text-sm text-slate-600">
        Until it is recorded, freight is an estimate on the nominal {nominalT.toLocaleString('en-US')} t. The instalments not yet paid are drawn again
        on the quantity you record.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
        <Field label="Quantity on the bills of lading (t)" error={error} className="min-w-56 flex-1">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              placeholder="49,873.420"
              invalid={!!error}
              {...form.register('quantityT', { setValueAs: tonnesFromText })}
            />
          )}
        </Field>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record quantity'}
        </Button>
      </form>
      {record.error && !serverError ? <Alert className="mt-3">{record.error.message}</Alert> : null}
    </Card>
  );
}
