import { useState } from 'react';
import { approveCertificateSchema } from '../../../../common/vessels/certificates';
import { vesselTypeLabels } from '../../../../common/vessels/vessel-status';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReasonDialog } from '../components/reason-dialog';
import { useApproveCertificate, useCertificateQueue, useRejectCertificate, type QueueItem } from '../api/ship-certificates';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;
const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One certificate under review: the ship's data beside the document, the expiry date to confirm, and the two answers. */
function Review({ item }: { item: QueueItem }) {
  const [expiresOn, setExpiresOn] = useState(item.statedExpiresOn);
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveCertificate();
  const reject = useRejectCertificate();
  const checked = approveCertificateSchema.safeParse({ expiresOn });
  const invalid = checked.success ? (approve.error?.message ?? undefined) : checked.error.issues[0].message;
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-2">
      <div className="space-y-1 text-sm">
        <h2 className="text-lg font-semibold text-navy-900">{item.label}</h2>
        <p>
          <span className="font-medium">{item.vessel.name}</span> · IMO {item.vessel.imo ?? '—'} · {vesselTypeLabels[item.vessel.type]}
          {item.vessel.flag ? ` · flag ${item.vessel.flag}` : ''}
        </p>
        <p className="text-slate-600">Owner: {item.ownerCompany}</p>
        <p className="text-slate-600">Expiry date the owner entered: {day(item.statedExpiresOn)}</p>
        {item.replaces ? (
          <p className="text-slate-600">Renews the verified one valid until {item.replaces.expiresOn ? day(item.replaces.expiresOn) : '—'}</p>
        ) : null}
        <p className="text-xs text-slate-500">Uploaded {new Date(item.uploadedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</p>
      </div>
      <div className="space-y-3">
        <div className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium">{item.name}</p>
          <p className="text-slate-600">
            {item.contentType === 'application/pdf' ? 'PDF' : 'Scan'} · {kb(item.size)}
          </p>
          <a className={`${buttonClass('secondary', 'sm')} mt-2`} href={item.url} download>
            Open the document
          </a>
        </div>
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (checked.success) approve.mutate({ id: item.id, expiresOn: checked.data.expiresOn });
          }}
        >
          <Field label="Expiry date on the document" error={invalid}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="date"
                aria-describedby={describedBy}
                invalid={!!invalid}
                value={expiresOn}
                onChange={(e) => setExpiresOn(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={approve.isPending}>
            {approve.isPending ? 'Working…' : 'Approve'}
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </form>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject the ${item.label.toLowerCase()} of ${item.vessel.name}`}
        description="The owner reads this reason and uploads a corrected copy."
        confirmLabel="Reject"
        danger
        pending={reject.isPending}
        error={reject.error?.message}
        onConfirm={(reason) => reject.mutate({ id: item.id, reason }, { onSuccess: () => setRejecting(false) })}
      />
    </Card>
  );
}

export default function AdminShipCertificatesPage() {
  usePageTitle('Ship certificates · Admin');
  const { data, isError } = useCertificateQueue();
  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Ship certificates</h1>
      <p className="mt-1 text-sm text-slate-600">
        Certificates owners uploaded, oldest first. Check the document against the ship, confirm the expiry date printed on it, then approve or
        reject. Every decision is recorded in the audit log.
      </p>
      {isError ? <Alert className="mt-4">The queue could not be loaded.</Alert> : null}
      <div className="mt-4 space-y-3">
        {!data ? <Skeleton className="h-40 w-full" /> : null}
        {data?.items.length === 0 ? <EmptyState title="No certificates waiting for review" /> : null}
        {data?.items.map((item) => (
          <Review key={item.id} item={item} />
        ))}
      </div>
      {data && data.lapsed.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-navy-900">Ships off the market for an expired certificate</h2>
          <ul className="mt-2 space-y-2">
            {data.lapsed.map((s) => (
              <li key={s.id}>
                <Card className="p-3 text-sm">
                  <span className="font-medium">{s.name}</span> · IMO {s.imo ?? '—'} · {s.ownerCompany} <Badge tone="red">Off the market</Badge>
                  <p className="text-slate-600">
                    {s.expired.map((c) => `${c.label} expired ${day(c.expiresOn)}`).join('; ') || 'Expired certificate'} · since {day(s.lapsedAt)}.
                    Back once the renewal is verified.
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
