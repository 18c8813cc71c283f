import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reasonSchema } from '../../../../common/admin/lists';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason an admin action needs; the reason is told to the users it affects. */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, danger, pending, error, onConfirm }: Props) {
  const form = useForm<z.input<typeof reasonSchema>, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const invalid = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) form.reset();
        onOpenChange(o);
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label="Reason" error={invalid} hint="Shown to the users concerned and kept in the audit log.">
          {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} invalid={!!invalid} {...form.register('reason')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
