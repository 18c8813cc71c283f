import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminRefundInputSchema } from '../../../../common/payments/schemas';
import { formatAmount, minorFromText } from '../../../../common/payments/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inEscrow: number;
  currency: string;
  pending: boolean;
  error?: string;
  onRefund: (input: { reason: string; amount?: number }) => void;
};

/** The shared schema, plus the cap only this dialog knows: the server says the same words when the amount exceeds what is held. */
const refundSchemaFor = (inEscrow: number, currency: string) =>
  adminRefundInputSchema.refine((r) => r.amount === undefined || r.amount <= inEscrow, {
    path: ['amount'],
    message: `The refund cannot exceed the ${formatAmount(inEscrow, currency)} held`,
  });

/** Refund all that escrow holds for an instalment, or part of it (the rest then goes to the owner), with a reason. */
export function RefundDialog({ open, onOpenChange, inEscrow, currency, pending, error, onRefund }: Props) {
  const schema = refundSchemaFor(inEscrow, currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', amount: undefined },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => onRefund(input));
  // An empty amount refunds everything; anything typed becomes minor units, or NaN for the schema to name.
  const amountFromText = (text: string) => (text.trim() ? minorFromText(text, currency) : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund to the charterer"
      description={`Escrow holds ${formatAmount(inEscrow, currency)} for this instalment. Leave the amount empty to refund all of it.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field
          label={`Amount to refund (${currency}, optional)`}
          error={errors.amount?.message}
          hint="A partial refund releases the rest to the owner."
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              invalid={!!errors.amount}
              {...form.register('amount', { setValueAs: (v: unknown) => (typeof v === 'string' ? amountFromText(v) : v) })}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason?.message} hint="Shown to both sides and kept in the audit log.">
          {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} invalid={!!errors.reason} {...form.register('reason')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? 'Refunding…' : 'Refund'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
