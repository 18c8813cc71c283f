import { useState, type FormEvent } from 'react';
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
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse({ reason });
    if (!parsed.success) return setInvalid(parsed.error.issues[0].message);
    setInvalid(undefined);
    onConfirm(parsed.data.reason);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setReason('');
        onOpenChange(o);
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label="Reason" error={invalid} hint="Shown to the users concerned and kept in the audit log.">
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} value={reason} onChange={(e) => setReason(e.target.value)} invalid={!!invalid} />
          )}
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
