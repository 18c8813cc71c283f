import { useState, type FormEvent } from 'react';
import { evidenceLabels, markFieldsSchema, statedAtLabels, type EvidenceDocument } from '../../../../common/payments/evidence';
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

/**
 * The owner's mark rests on the trade's own paper (#25): the document, the time it states and, on a bill of lading,
 * the quantity shipped. The charterer sees the file and checks it before confirming or raising a claim.
 */
export function MarkDoneDialog({ open, onOpenChange, title, label, document, autoReleaseDays, pending, error, onMark }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [statedAt, setStatedAt] = useState('');
  const [quantity, setQuantity] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const needsQuantity = document === 'bill_of_lading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!file) found.file = `Attach the ${evidenceLabels[document].toLowerCase()} as evidence`;
    // datetime-local is the viewer's own time; the server keeps the instant.
    const instant = statedAt ? new Date(statedAt) : null;
    const parsed = markFieldsSchema.safeParse({
      statedAt: instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : '',
      quantityT: needsQuantity ? quantity.replace(/[,\s]/g, '') : undefined,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (needsQuantity && !quantity.trim()) found.quantityT = 'Give the quantity the bill of lading states, in whole tonnes';
    setInvalid(found);
    if (Object.keys(found).length || !parsed.success || !file) return;
    onMark({ file, statedAt: parsed.data.statedAt, quantityT: parsed.data.quantityT });
  };
  const fields = error instanceof ApiError ? error.fields : {};
  const err = (name: string) => invalid[name] ?? fields[name];
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
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
            />
          )}
        </Field>
        <Field label={statedAtLabels[document]} error={err('statedAt')} hint="As the document states it, in your local time.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="datetime-local"
              value={statedAt}
              onChange={(e) => setStatedAt(e.target.value)}
              invalid={!!err('statedAt')}
            />
          )}
        </Field>
        {needsQuantity ? (
          <Field label="Quantity on the bill of lading (tonnes)" error={err('quantityT')}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                inputMode="numeric"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                invalid={!!err('quantityT')}
              />
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
