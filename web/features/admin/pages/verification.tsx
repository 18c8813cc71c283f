import { useState } from 'react';
import { verificationDocumentLabels } from '../../../../common/verification/schemas';
import { ExportLink } from '../../../components/export-link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReasonDialog } from '../components/reason-dialog';
import { useApproveVerification, useDecideVerification, useVerificationQueue, type VerificationSubmission } from '../api/verification';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;
const country = (code?: string) => {
  if (!code) return '—';
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};

/** One company's file: its stated data beside its documents, an expiry date per document, and the three answers. */
function Review({ item }: { item: VerificationSubmission }) {
  const [expiries, setExpiries] = useState<Record<string, string>>({});
  const [deciding, setDeciding] = useState<'reject' | 'ask' | null>(null);
  const approve = useApproveVerification();
  const decide = useDecideVerification();
  const fieldErrors = approve.error instanceof ApiError ? approve.error.fields : {};
  const d = item.details;
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-2">
      {/* The heading and the account line stand before the list: a <dl> holds only its terms and their values. */}
      <section className="space-y-1 text-sm">
        <h2 className="text-lg font-semibold text-navy-900">{d.legalName}</h2>
        <p className="text-slate-600">
          Account: {item.companyName} · {item.role === 'owner' ? 'Owner' : 'Charterer'}
          {d.operatesShips ? ' · operates ships (ISM DOC holder)' : ''}
        </p>
        <dl className="space-y-1">
          {(
            [
              ['Registration number', d.registrationNumber],
              ['Country of registration', country(d.registrationCountry)],
              ['Registered address', d.registeredAddress],
              ['Signatory', `${d.signatoryName ?? '—'}, ${d.signatoryRole ?? '—'}`],
              ['Sent for review', item.submittedAt ? `${new Date(item.submittedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC` : '—'],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="flex gap-2">
              <dt className="w-44 shrink-0 text-slate-500">{k}</dt>
              <dd className="text-navy-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          approve.mutate({
            id: item.id,
            body: { expiries: item.documents.map((doc) => ({ documentId: doc.id, expiresOn: expiries[doc.id] ?? '' })) },
          });
        }}
      >
        {item.documents.map((doc) => (
          <div key={doc.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium">{verificationDocumentLabels[doc.kind].title}</p>
            <p className="text-slate-600">
              {doc.name} · {doc.contentType === 'application/pdf' ? 'PDF' : 'Scan'} · {kb(doc.size)}
            </p>
            <div className="mt-2 flex flex-wrap items-end gap-3">
              <a className={buttonClass('secondary', 'sm')} href={doc.url} download>
                Open the document
              </a>
              <Field label="Expiry date on the document" error={fieldErrors[doc.id]}>
                {({ id, describedBy }) => (
                  <Input
                    id={id}
                    type="date"
                    aria-describedby={describedBy}
                    invalid={!!fieldErrors[doc.id]}
                    value={expiries[doc.id] ?? ''}
                    onChange={(e) => setExpiries({ ...expiries, [doc.id]: e.target.value })}
                  />
                )}
              </Field>
            </div>
          </div>
        ))}
        {approve.error ? <Alert>{approve.error.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={approve.isPending}>
            {approve.isPending ? 'Working…' : 'Approve'}
          </Button>
          <Button variant="secondary" onClick={() => setDeciding('ask')}>
            Ask for more
          </Button>
          <Button variant="danger" onClick={() => setDeciding('reject')}>
            Reject
          </Button>
        </div>
      </form>
      <ReasonDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={deciding === 'reject' ? `Reject ${d.legalName}` : `Ask ${d.legalName} for more`}
        description={
          deciding === 'reject'
            ? 'The member reads this reason. They can start a new submission.'
            : 'Say what is missing or unclear; the member changes the file and sends it again.'
        }
        confirmLabel={deciding === 'reject' ? 'Reject' : 'Send back'}
        danger={deciding === 'reject'}
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={(note) => deciding && decide.mutate({ id: item.id, outcome: deciding, note }, { onSuccess: () => setDeciding(null) })}
      />
    </Card>
  );
}

export default function AdminVerificationPage() {
  usePageTitle('Company verification · Admin');
  const { data, isError } = useVerificationQueue();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Company verification</h1>
        {/* The queue as shown (files sent for review), and every member company with where its file stands. */}
        <div className="flex flex-wrap items-center gap-2">
          <ExportLink path="/api/admin/exports/companies.csv" query={{ verification: 'submitted' }} />
          <ExportLink path="/api/admin/exports/companies.csv" label="Export all companies CSV" />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Companies waiting for review, oldest first. Check each document against the stated registration, enter the expiry date printed on it, then
        approve, ask for more or reject. Approval screens the company against the loaded sanctions lists; every decision is recorded in the audit log.
      </p>
      {isError ? <Alert className="mt-4">The queue could not be loaded.</Alert> : null}
      <div className="mt-4 space-y-3">
        {!data ? <Skeleton className="h-40 w-full" /> : null}
        {data?.items.length === 0 ? <EmptyState title="No companies waiting for review" /> : null}
        {data?.items.map((item) => (
          <Review key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
