import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { claimInputSchema } from '../../../../common/payments/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  pending: boolean;
  error?: string;
  onClaim: (reason: string) => void;
};

/** Raising a claim holds the money in escrow until Fairlead resolves it: the reason goes to both sides. */
export function ClaimDialog({ open, onOpenChange, label, pending, error, onClaim }: Props) {
  const form = useForm<z.input<typeof claimInputSchema>, unknown, z.output<typeof claimInputSchema>>({
    resolver: zodResolver(claimInputSchema),
    defaultValues: { reason: '' },
  });
  const invalid = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) => onClaim(reason));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Raise a claim"
      description={`The money held for ${label.toLowerCase()} stays in escrow until Fairlead resolves the claim: released, partly refunded or refunded.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field
          label="What is the claim about?"
          error={invalid}
          hint="Both sides see it; Fairlead reads it with the charter party and the deal’s record."
        >
          {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} rows={4} invalid={!!invalid} {...form.register('reason')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? 'Raising…' : 'Raise the claim'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
