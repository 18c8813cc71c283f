import { useState, type FormEvent } from 'react';
import { billOfLadingInputSchema } from '../../../../common/payments/bill-of-lading';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useRecordBillOfLading } from '../api/bill-of-lading';

/**
 * The owner records the quantity the bills of lading state: freight per tonne is paid on it, the nominal quantity
 * being only the estimate. Thousands separators are accepted as in the money fields ("49,873.420").
 */
export function BillOfLadingForm({ dealId, nominalT }: { dealId: string; nominalT: number }) {
  const record = useRecordBillOfLading(dealId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = billOfLadingInputSchema.safeParse({ quantityT: value.trim() === '' ? undefined : Number(value.replace(/,/g, '')) });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    record.mutate(parsed.data.quantityT, { onSuccess: () => setValue('') });
  };
  const serverError = record.error instanceof ApiError ? record.error.fields.quantityT : undefined;
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Bill-of-lading quantity</h2>
      <p className="mt-1 text-sm text-slate-600">
        Until it is recorded, freight is an estimate on the nominal {nominalT.toLocaleString('en-US')} t. The instalments not yet paid are drawn again
        on the quantity you record.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
        <Field label="Quantity on the bills of lading (t)" error={error ?? serverError} className="min-w-56 flex-1">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              placeholder="49,873.420"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              invalid={!!(error ?? serverError)}
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
