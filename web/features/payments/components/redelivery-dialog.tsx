import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { certificateTime, redeliveryInputSchema, redeliveryMessages } from '../../../../common/payments/redelivery';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import type { RedeliveryInput } from '../api/redelivery';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deliveredAt: string;
  window: { earliest: string; latest: string } | null;
  pending: boolean;
  error: Error | null;
  onRecord: (input: RedeliveryInput) => void;
};

/** datetime-local is the viewer's own time; the server keeps the instant. Empty or unreadable: '' for the schema to name. */
const instantFromLocal = (local: string) => {
  const instant = local ? new Date(local) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : '';
};

/** The shared schema the server checks, read from the datetime-local input, plus the certificate beside it. */
const redeliveryFormSchema = z.object({
  file: z
    .custom<FileList | undefined>()
    .transform((files) => files?.[0])
    .pipe(z.instanceof(File, { error: redeliveryMessages.certificate })),
  redeliveredAt: z.string().transform(instantFromLocal).pipe(redeliveryInputSchema.shape.redeliveredAt),
});

/**
 * The owner records the redelivery on its certificate (#25): the document and the time it states, as every mark
 * that moves money rests on a document. Fairlead then draws up the final hire statement; the charterer sees it with
 * the certificate and may raise a claim as on any other record.
 */
export function RedeliveryDialog({ open, onOpenChange, deliveredAt, window, pending, error, onRecord }: Props) {
  const form = useForm<z.input<typeof redeliveryFormSchema>, unknown, z.output<typeof redeliveryFormSchema>>({
    resolver: zodResolver(redeliveryFormSchema),
    defaultValues: { file: undefined, redeliveredAt: '' },
  });
  const invalid = form.formState.errors;
  const submit = form.handleSubmit(({ file, redeliveredAt }) => onRecord({ file, redeliveredAt }));
  const fields = error instanceof ApiError ? error.fields : {};
  const err = (name: 'file' | 'redeliveredAt') => invalid[name]?.message ?? fields[name];
  const general = error && !Object.keys(fields).length ? error.message : null;
  const allowed = window ? ` The charter party allows redelivery from ${certificateTime(window.earliest)} to ${certificateTime(window.latest)}.` : '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record redelivery"
      description={`Delivered ${certificateTime(deliveredAt)}.${allowed} Attach the redelivery certificate: the charterer sees it with the final hire statement Fairlead draws up from the charter party; hire not yet paid is then settled by its balance.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {general ? <Alert>{general}</Alert> : null}
        <Field label="Redelivery certificate" error={err('file')} hint="A PDF or a scan or photo (JPEG, PNG), at most 10 MB.">
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              type="file"
              accept="application/pdf,.pdf,image/jpeg,image/png"
              {...form.register('file')}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
            />
          )}
        </Field>
        <Field
          label="Time of redelivery on the certificate"
          error={err('redeliveredAt')}
          hint="As the redelivery certificate states it, in your local time."
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="datetime-local"
              invalid={!!err('redeliveredAt')}
              {...form.register('redeliveredAt')}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Record redelivery'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
