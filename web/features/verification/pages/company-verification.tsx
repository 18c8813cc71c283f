import { useEffect, useState } from 'react';
import {
  requiredDocuments,
  verificationDetailsSchema,
  verificationDocumentLabels,
  verificationStatusLabels,
  verifiedMark,
  type VerificationDetailsInput,
  type VerificationDocumentKind,
  type VerificationSubmission,
} from '../../../../common/verification/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyRole } from '../../../lib/use-my-role';
import { useMyVerification, useSaveDetails, useSubmitFile, useUploadDocument } from '../api/verification';

const empty: VerificationDetailsInput = {
  legalName: '',
  registrationNumber: '',
  registrationCountry: '',
  registeredAddress: '',
  signatoryName: '',
  signatoryRole: '',
  operatesShips: false,
};
const textFields: { name: Exclude<keyof VerificationDetailsInput, 'operatesShips'>; label: string; hint?: string }[] = [
  { name: 'legalName', label: 'Legal name', hint: 'Exactly as on the certificate of incorporation.' },
  { name: 'registrationNumber', label: 'Registration number' },
  { name: 'registrationCountry', label: 'Country of registration', hint: 'Two-letter ISO code, e.g. GR, LR, MH, SG, GB.' },
  { name: 'registeredAddress', label: 'Registered address' },
  { name: 'signatoryName', label: 'Signatory’s full name', hint: 'The person who signs charter parties for the company.' },
  { name: 'signatoryRole', label: 'Signatory’s role', hint: 'e.g. Managing Director, Chartering Manager.' },
];
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const tone = { draft: 'gray', submitted: 'blue', more_info_requested: 'yellow', approved: 'green', rejected: 'red' } as const;

function DocumentRow({
  kind,
  file,
  editable,
}: {
  kind: VerificationDocumentKind;
  file?: VerificationSubmission['documents'][number];
  editable: boolean;
}) {
  const upload = useUploadDocument();
  const label = verificationDocumentLabels[kind];
  const inputId = `doc-${kind}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-0">
      <div className="text-sm">
        <p className="font-medium text-navy-900">{label.title}</p>
        <p className="text-slate-600">{label.hint}</p>
        {file ? (
          <a className="text-teal-700 underline focus-visible:outline-2" href={file.url} download>
            {file.name}
          </a>
        ) : (
          <p className="text-slate-500">Not uploaded yet</p>
        )}
        {upload.error ? (
          <p role="alert" className="text-red-700">
            {upload.error instanceof ApiError ? (upload.error.fields['file'] ?? upload.error.message) : 'The upload failed'}
          </p>
        ) : null}
      </div>
      {editable ? (
        <div>
          <label htmlFor={inputId} className="sr-only">
            {file ? `Replace the ${label.title.toLowerCase()}` : `Upload the ${label.title.toLowerCase()}`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 focus-visible:outline-2"
            disabled={upload.isPending}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) upload.mutate({ kind, file: chosen });
              e.target.value = '';
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

export default function CompanyVerificationPage() {
  usePageTitle('Company verification');
  const role = useMyRole();
  const { data, isError } = useMyVerification();
  const save = useSaveDetails();
  const submit = useSubmitFile();
  const [form, setForm] = useState<VerificationDetailsInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = data?.submission ?? null;
  const editable = !submission || submission.actions.includes('edit') || submission.status === 'approved' || submission.status === 'rejected';
  useEffect(() => {
    if (submission) setForm({ ...empty, ...Object.fromEntries(Object.entries(submission.details).filter(([, v]) => v !== undefined)) });
  }, [submission]);

  if (isError) return <Alert>Your verification could not be loaded.</Alert>;
  if (!data) return <Skeleton className="h-64 w-full" />;

  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = verificationDetailsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (err) => err instanceof ApiError && setErrors(err.fields) });
  };
  // A decided file starts a new one when the member saves or uploads; its documents are those of the open file only.
  const open = submission && submission.actions.includes('edit') ? submission : null;
  const kinds = requiredDocuments(role === 'owner' && !!form.operatesShips);

  return (
    <section className="max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-navy-900">Company verification</h1>
        <p className="mt-1 text-sm text-slate-600">
          Counterparties fix ships and cargoes with you on the strength of this check. Fairlead compares your registration with the documents below;
          the documents are seen only by you and Fairlead’s compliance team. Your public page shows only the date the registration was checked.
        </p>
      </header>
      <Card className="space-y-2 p-4 text-sm">
        {data.verified && data.checkedOn ? (
          <p>
            <Badge tone="green">{verifiedMark(data.checkedOn)}</Badge>
            {data.expiresOn ? (
              <span className="ml-2 text-slate-600">Valid until {day(data.expiresOn)}, when the first of your documents expires.</span>
            ) : null}
          </p>
        ) : data.verified ? (
          // Verified before documents were asked for (by the one-click check since retired): true, but nothing to date it by.
          <p className="text-slate-700">
            <Badge tone="green">Verified company</Badge>
            <span className="ml-2 text-slate-600">Send your registration and documents below to have the check dated and shown on your page.</span>
          </p>
        ) : data.expiresOn && !data.canStart ? (
          <Alert>Your verification expired on {day(data.expiresOn)}. Your open deals carry on; send renewed documents to start new ones.</Alert>
        ) : (
          <p className="text-slate-700">Your company is not verified yet: until it is, you cannot send enquiries or offer ships.</p>
        )}
        {submission ? (
          <p>
            Current submission: <Badge tone={tone[submission.status]}>{verificationStatusLabels[submission.status]}</Badge>
          </p>
        ) : null}
        {submission?.decisionNote ? (
          <Alert tone={submission.status === 'rejected' ? 'error' : 'info'}>
            {submission.status === 'rejected' ? 'Reason: ' : 'Fairlead asks: '}
            {submission.decisionNote}
          </Alert>
        ) : null}
      </Card>

      <form noValidate onSubmit={onSave} className="space-y-4">
        <Card className="grid gap-4 p-4 sm:grid-cols-2">
          <h2 className="text-lg font-semibold text-navy-900 sm:col-span-2">Company details</h2>
          {textFields.map((f) => (
            <Field
              key={f.name}
              label={f.label}
              hint={f.hint}
              error={errors[f.name]}
              className={f.name === 'registeredAddress' ? 'sm:col-span-2' : undefined}
            >
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={!!errors[f.name]}
                  disabled={!editable}
                  value={String(form[f.name] ?? '')}
                  onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                />
              )}
            </Field>
          ))}
          {role === 'owner' ? (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                className="h-4 w-4 focus-visible:outline-2"
                disabled={!editable}
                checked={!!form.operatesShips}
                onChange={(e) => setForm({ ...form, operatesShips: e.target.checked })}
              />
              We operate ships as ISM manager (we hold the Document of Compliance)
            </label>
          ) : null}
          {editable ? (
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save details'}
              </Button>
              {save.isSuccess ? <span className="ml-3 text-sm text-teal-700">Saved</span> : null}
            </div>
          ) : null}
        </Card>
      </form>

      <Card className="p-4">
        <h2 className="text-lg font-semibold text-navy-900">Documents</h2>
        <p className="text-sm text-slate-600">PDF, JPEG or PNG, at most 10 MB each. Save the details first.</p>
        <ul className="mt-2">
          {kinds.map((k) => (
            <DocumentRow key={k} kind={k} file={open?.documents.find((d) => d.kind === k)} editable={!!open} />
          ))}
        </ul>
      </Card>

      {open ? (
        <div className="space-y-2">
          {submit.error ? <Alert>{submit.error.message}</Alert> : null}
          <Button onClick={() => submit.mutate()} disabled={submit.isPending || open.missing.length > 0}>
            {submit.isPending ? 'Sending…' : open.status === 'more_info_requested' ? 'Send again for review' : 'Send for review'}
          </Button>
          {open.missing.length > 0 ? (
            <p className="text-sm text-slate-600">Still needed: {open.missing.map((k) => verificationDocumentLabels[k].title).join(', ')}.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
