import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportInputSchema } from '../../../../common/messaging/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useReportMessage } from '../api/conversations';

/** A party tells the back office what is wrong with the other side's message. */
export function ReportDialog({ messageId, onClose }: { messageId: string | null; onClose: () => void }) {
  const [done, setDone] = useState(false);
  const report = useReportMessage();
  const form = useForm<z.input<typeof reportInputSchema>, unknown, z.output<typeof reportInputSchema>>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;

  // The server's words go under the field too: its message for the reason, or what went wrong as a whole.
  const submit = form.handleSubmit(({ reason }) =>
    report.mutate(
      { id: messageId!, reason },
      {
        onSuccess: () => setDone(true),
        onError: (err) =>
          form.setError('reason', { message: err instanceof ApiError ? (err.fields.reason ?? err.message) : 'The report could not be sent.' }),
      },
    ),
  );

  const close = () => {
    form.reset();
    setDone(false);
    onClose();
  };
  return (
    <Dialog
      open={!!messageId}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Report this message"
      description="Fairlead’s team reads every report. The other side is not told who reported it."
    >
      {done ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700" role="status">
            Thank you. The report is with our team; we may hide the message or suspend the account.
          </p>
          <Button onClick={close}>Close</Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field label="What is wrong with it?" error={error}>
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                rows={4}
                invalid={!!error}
                placeholder="For example: asks to pay outside Fairlead, abusive language"
                {...form.register('reason')}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
