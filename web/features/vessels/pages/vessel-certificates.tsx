import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { certificateFieldsSchema, certificateMessages, type CertificateKind } from '../../../../common/vessels/certificates';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Badge, Card, Skeleton, type BadgeTone } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUploadCertificate, useVesselCertificates, type VesselCertificates } from '../api/certificates';
import { dateText } from '../format';

type Slot = VesselCertificates['slots'][number];
const states: Record<Slot['state'], [string, BadgeTone]> = {
  verified: ['Verified', 'green'],
  pending: ['Waiting for review', 'blue'],
  rejected: ['Refused', 'red'],
  expired: ['Expired', 'red'],
  missing: ['Not uploaded', 'gray'],
};

/** One certificate: where it stands, and the form to upload it (or its renewal). */
function SlotCard({ vesselId, slot }: { vesselId: string; slot: Slot }) {
  const upload = useUploadCertificate(vesselId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [label, tone] = states[slot.state];
  const fieldErrors = { ...(upload.error && 'fields' in upload.error ? (upload.error.fields as Record<string, string>) : {}), ...errors };
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    const checked = certificateFieldsSchema.safeParse({ kind: slot.kind, expiresOn: data.get('expiresOn') });
    const next: Record<string, string> = {};
    if (!checked.success) next.expiresOn = checked.error.issues[0].message;
    if (!(file instanceof File) || file.size === 0) next.file = certificateMessages.missing;
    setErrors(next);
    if (checked.success && file instanceof File && file.size > 0)
      upload.mutate({ kind: slot.kind as CertificateKind, expiresOn: checked.data.expiresOn, file }, { onSuccess: () => form.reset() });
  }
  const c = slot.current;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-navy-900">
          {slot.label} {slot.required ? null : <span className="text-sm font-normal text-slate-500">(where it applies)</span>}
        </h2>
        <Badge tone={tone}>{label}</Badge>
      </div>
      {c?.status === 'verified' && c.expiresOn ? <p className="mt-1 text-sm text-slate-600">Valid until {dateText(c.expiresOn)}</p> : null}
      {c?.status === 'rejected' ? <Alert className="mt-2">Fairlead could not verify it: {c.rejectReason}</Alert> : null}
      {slot.pending ? (
        <p className="mt-1 text-sm text-slate-600">Renewal waiting for review (expires {dateText(slot.pending.statedExpiresOn)}).</p>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="Certificate (PDF or scan)" error={fieldErrors.file}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="file"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              aria-describedby={describedBy}
              invalid={!!fieldErrors.file}
            />
          )}
        </Field>
        <Field label="Expiry date on the certificate" error={fieldErrors.expiresOn}>
          {({ id, describedBy }) => <Input id={id} name="expiresOn" type="date" aria-describedby={describedBy} invalid={!!fieldErrors.expiresOn} />}
        </Field>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : slot.state === 'missing' ? 'Upload' : 'Upload a new copy'}
        </Button>
      </form>
      {upload.error && !Object.keys(fieldErrors).length ? <Alert className="mt-2">{upload.error.message}</Alert> : null}
    </Card>
  );
}

export default function VesselCertificatesPage() {
  const { id = '' } = useParams();
  usePageTitle('Ship’s certificates');
  const { data, isError } = useVesselCertificates(id);
  return (
    <section className="container-page py-8">
      <Link to="/owner/vessels" className="text-sm text-sea-700 underline">
        Back to the fleet
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">Ship’s certificates</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Upload each certificate with the expiry date printed on it. Fairlead checks it against the document; once every required one is verified the
        ship shows “Documents verified”. We remind you 30 and 7 days before one expires. If the P&I or class certificate expires, the ship leaves
        search and matching that day and its live firm offers lapse, until the renewal is verified.
      </p>
      {isError ? <Alert className="mt-4">The certificates could not be loaded.</Alert> : null}
      {data?.lapsed ? (
        <Alert className="mt-4">This ship is off the market: its P&I or class certificate expired. Upload the renewal below.</Alert>
      ) : null}
      {data ? (
        <p className="mt-4">
          {data.documentsVerified ? <Badge tone="green">Documents verified</Badge> : <Badge tone="yellow">Documents not all verified</Badge>}
        </p>
      ) : null}
      <div className="mt-4 space-y-3">
        {!data ? <Skeleton className="h-40 w-full" /> : null}
        {data?.slots.map((slot) => (
          <SlotCard key={slot.kind} vesselId={id} slot={slot} />
        ))}
      </div>
    </section>
  );
}
