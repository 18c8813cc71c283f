import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { evidenceLabels, evidenceMessages, markFieldsSchema, statedAtLabels, type EvidenceDocument } from '../../../../common/payments/evidence';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  document: EvidenceDocument;
  autoReleaseDays: number;
  pending: boolean;
  error: Error | null;
  onMark: (input: { file: File; statedAt: string; quantityT?: number }) => void;
};

/** datetime-local is the viewer's own time; the server keeps the instant. Empty or unreadable: '' for the schema to name. */
const instantFromLocal = (local: string) => {
  const instant = local ? new Date(local) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : '';
};

/**
 * The shared fields the server checks (markFieldsSchema), read from what the inputs hold, plus the file beside them.
 * Only a bill of lading states a quantity, and then it must be given (empty reads as 0, which the schema refuses).
 */
const markFormSchema = (document: EvidenceDocument) =>
  z.object({
    file: z
      .custom<FileList | undefined>()
      .transform((files) => files?.[0])
      .pipe(z.instanceof(File, { error: evidenceMessages.missing(document) })),
    statedAt: z.string().transform(instantFromLocal).pipe(markFieldsSchema.shape.statedAt),
    quantityT:
      document === 'bill_of_lading'
        ? z.preprocess((text) => String(text ?? '').replace(/[,\s]/g, ''), markFieldsSchema.shape.quantityT.unwrap())
        : z.string().transform(() => undefined),
  });

/**
 * The owner's mark rests on the trade's own paper (#25): the document, the time it states and, on a bill of lading,
 * the quantity shipped. The charterer sees the file and checks it before confirming or raising a claim.
 */
export function MarkDoneDialog({ open, onOpenChange, title, label, document, autoReleaseDays, pending, error, onMark }: Props) {
  const needsQuantity = document === 'bill_of_lading';
  const schema = markFormSchema(document);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { file: undefined, statedAt: '', quantityT: '' },
  });
  const invalid = form.formState.errors;
  const submit = form.handleSubmit(({ file, statedAt, quantityT }) => onMark({ file, statedAt, quantityT }));
  const fields = error instanceof ApiError ? error.fields : {};
  const err = (name: 'file' | 'statedAt' | 'quantityT') => invalid[name]?.message ?? fields[name];
  const general = error && !Object.keys(fields).length ? error.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Attach the ${evidenceLabels[document].toLowerCase()} for ${label.toLowerCase()}. The charterer sees it and has ${autoReleaseDays} days to confirm or raise a claim before the money held is released to you.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {general ? <Alert>{general}</Alert> : null}
        <Field label={evidenceLabels[document]} error={err('file')} hint="A PDF or a scan or photo (JPEG, PNG), at most 10 MB.">
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
        <Field label={statedAtLabels[document]} error={err('statedAt')} hint="As the document states it, in your local time.">
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} type="datetime-local" invalid={!!err('statedAt')} {...form.register('statedAt')} />
          )}
        </Field>
        {needsQuantity ? (
          <Field label="Quantity on the bill of lading (tonnes)" error={err('quantityT')}>
            {({ id, describedBy }) => (
              <Input id={id} aria-describedby={describedBy} inputMode="numeric" invalid={!!err('quantityT')} {...form.register('quantityT')} />
            )}
          </Field>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : title}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
