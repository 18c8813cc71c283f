import { useState, type FormEvent } from 'react';
import { certificateTime, redeliveryInputSchema } from '../../../../common/payments/redelivery';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';

type Props = {
  open: boolean; onOpenChange: (open: boolean) => void; deliveredAt: string; window: { earliest: string; latest: string } | null;
  pending: boolean; error: Error | null; onRecord: (redeliveredAt: string) => void;
};

/**
 * The owner records the time the redelivery certificate states (#25). Fairlead then draws up the final hire
 * statement; the charterer sees it and may raise a claim as on any other record.
 */
export function RedeliveryDialog({ open, onOpenChange, deliveredAt, window, pending, error, onRecord }: Props) {
  const [at, setAt] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // datetime-local is the viewer's own time; the server keeps the instant.
    const instant = at ? new Date(at) : null;
    const parsed = redeliveryInputSchema.safeParse({ redeliveredAt: instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : '' });
    setInvalid(parsed.success ? null : parsed.error.issues[0].message);
    if (parsed.success) onRecord(parsed.data.redeliveredAt);
  };
  const fieldError = invalid ?? (error instanceof ApiError ? error.fields['redeliveredAt'] : undefined);
  const general = error && !fieldError ? error.message : null;
  const allowed = window ? ` The charter party allows redelivery from ${certificateTime(window.earliest)} to ${certificateTime(window.latest)}.` : '';
  return (
    <Dialog
      open={open} onOpenChange={onOpenChange} title="Record redelivery"
      description={`Delivered ${certificateTime(deliveredAt)}.${allowed} Fairlead draws up the final hire statement from the charter party; hire not yet paid is then settled by its balance.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {general ? <Alert>{general}</Alert> : null}
        <Field label="Time of redelivery on the certificate" error={fieldError} hint="As the redelivery certificate states it, in your local time.">
          {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} invalid={!!fieldError} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Back</Button>
          <Button type="submit" disabled={pending}>{pending ? 'Sending…' : 'Record redelivery'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
