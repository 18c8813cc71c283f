import { useEffect, useState } from 'react';
import {
  renewalDue,
  requiredDocuments,
  verificationDetailsSchema,
  verificationDocumentLabels,
  type VerificationDetailsInput,
} from '../../../../common/verification/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyRole } from '../../../lib/use-my-role';
import { useMyVerification, useSaveDetails, useSubmitFile } from '../api/verification';
import { CheckedPapers } from '../components/checked-papers';
import { DocumentRow } from '../components/document-row';
import { Standing } from '../components/standing';

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
const detailsOf = (details: Partial<VerificationDetailsInput>): VerificationDetailsInput => ({
  ...empty,
  ...Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)),
});

export default function CompanyVerificationPage() {
  usePageTitle('Company verification');
  const role = useMyRole();
  const { data, isError } = useMyVerification();
  const save = useSaveDetails();
  const submit = useSubmitFile();
  const [form, setForm] = useState<VerificationDetailsInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set when the member starts a new file from a decided one, until the server's draft replaces it.
  const [renewing, setRenewing] = useState(false);
  const submission = data?.submission ?? null;
  // The approved file is shown as what was checked; any other latest file (open, waiting or refused) in the form.
  const shown = submission && submission.status !== 'approved' ? submission : null;
  useEffect(() => {
    if (submission) setForm(detailsOf(submission.details));
    setRenewing(false);
  }, [submission]);

  if (isError) return <Alert>Your verification could not be loaded.</Alert>;
  if (!data) return <Skeleton className="h-64 w-full" />;

  const saveDetails = (details: VerificationDetailsInput) =>
    save.mutate(details, {
      onError: (err) => {
        if (err instanceof ApiError) setErrors(err.fields);
        setRenewing(true);
      },
    });
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = verificationDetailsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    saveDetails(parsed.data);
  };
  // A new file starts from the last one's details (the server copies them too); if those no longer pass, the form shows why.
  const onRenew = () => {
    setErrors({});
    setRenewing(true);
    const parsed = verificationDetailsSchema.safeParse(form);
    if (parsed.success) saveDetails(parsed.data);
  };
  const open = submission?.actions.includes('edit') ? submission : null;
  const editable = !submission || !!open || renewing;
  const canRenew = !!submission?.actions.includes('renew') && !renewing;
  const urgent = submission?.status === 'rejected' || (!!data.expiresOn && renewalDue(data.today, data.expiresOn));
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
      <Standing data={data}>
        {canRenew ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant={urgent ? 'primary' : 'secondary'} onClick={onRenew} disabled={save.isPending}>
              {submission?.status === 'rejected' ? 'Start a new submission' : 'Send renewed documents'}
            </Button>
            {!urgent ? <span className="text-slate-600">When a paper is renewed or your company’s details change.</span> : null}
          </div>
        ) : null}
      </Standing>

      {data.approved ? <CheckedPapers file={data.approved} today={data.today} /> : null}

      {!submission || shown || renewing ? (
        <>
          <form noValidate onSubmit={onSave} className="space-y-4">
            <Card className="grid gap-4 p-4 sm:grid-cols-2">
              <h2 className="text-lg font-semibold text-navy-900 sm:col-span-2">{data.approved ? 'Renewal: company details' : 'Company details'}</h2>
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
                  {save.isSuccess && open ? <span className="ml-3 text-sm text-teal-700">Saved</span> : null}
                </div>
              ) : null}
            </Card>
          </form>

          <Card className="p-4">
            <h2 className="text-lg font-semibold text-navy-900">{data.approved ? 'Renewal: documents' : 'Documents'}</h2>
            {editable ? <p className="text-sm text-slate-600">PDF, JPEG or PNG, at most 10 MB each. Save the details first.</p> : null}
            <ul className="mt-2">
              {kinds.map((k) => (
                <DocumentRow key={k} kind={k} file={(renewing ? undefined : shown)?.documents.find((d) => d.kind === k)} editable={editable} />
              ))}
            </ul>
          </Card>
        </>
      ) : null}

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
