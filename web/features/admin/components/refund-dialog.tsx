import { useState, type FormEvent } from 'react';
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

/** Refund all that escrow holds for an instalment, or part of it (the rest then goes to the owner), with a reason. */
export function RefundDialog({ open, onOpenChange, inEscrow, currency, pending, error, onRefund }: Props) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = amount.trim() ? minorFromText(amount, currency) : undefined;
    const parsed = adminRefundInputSchema.safeParse({ reason, amount: minor });
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (minor !== undefined && (Number.isNaN(minor) || minor > inEscrow))
      found.amount = `The refund cannot exceed the ${formatAmount(inEscrow, currency)} held`;
    setErrors(found);
    if (parsed.success && !Object.keys(found).length) onRefund(parsed.data);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Refund to the charterer"
      description={`Escrow holds ${formatAmount(inEscrow, currency)} for this instalment. Leave the amount empty to refund all of it.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label={`Amount to refund (${currency}, optional)`} error={errors.amount} hint="A partial refund releases the rest to the owner.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              invalid={!!errors.amount}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason} hint="Shown to both sides and kept in the audit log.">
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} value={reason} onChange={(e) => setReason(e.target.value)} invalid={!!errors.reason} />
          )}
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
