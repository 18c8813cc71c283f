import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, FileSearch, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { hashQuerySchema } from '../../../../common/contracts/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyHash, verifyPdf, type Verification } from '../api/contract';

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/** /verify: anyone holding a charter party's PDF, or its hash, checks it against Fairlead's records. */
export default function VerifyPage() {
  usePageTitle('Verify a charter party');
  const [result, setResult] = useState<Verification | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<z.input<typeof hashQuerySchema>, unknown, z.output<typeof hashQuerySchema>>({
    resolver: zodResolver(hashQuerySchema),
    defaultValues: { hash: '' },
  });
  const hashError = form.formState.errors.hash?.message;

  // One check at a time: a new one clears the last result and both fields' errors; a refusal goes under its own field.
  async function run(check: () => Promise<Verification>, field: 'file' | 'hash') {
    setBusy(true);
    setFileError(undefined);
    form.clearErrors();
    setResult(null);
    try {
      setResult(await check());
    } catch (err) {
      const message = err instanceof ApiError ? (err.fields[field] ?? err.message) : 'The check could not be made. Try again.';
      if (field === 'file') setFileError(message);
      else form.setError('hash', { message });
    } finally {
      setBusy(false);
    }
  }

  const byHash = form.handleSubmit(
    ({ hash }) => run(() => verifyHash(hash), 'hash'),
    () => setFileError(undefined),
  );

  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-navy-900">Verify a charter party</h1>
      <p className="mt-2 text-slate-700">
        Every charter party signed on Fairlead carries the SHA-256 of its version on each page. Upload the PDF, or paste the hash, to see whether it
        is a contract on Fairlead, which version, and when each side signed. The terms stay private to the parties.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card className="p-5">
          <h2 className="font-semibold text-navy-900">Upload the PDF</h2>
          <p className="mt-1 text-sm text-slate-600">Checked byte for byte: a file changed in any way does not match.</p>
          <Field label="Charter party PDF" error={fileError} className="mt-3">
            {({ id, describedBy }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="file"
                accept="application/pdf,.pdf"
                disabled={busy}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void run(() => verifyPdf(f), 'file');
                }}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
              />
            )}
          </Field>
        </Card>
        <Card className="p-5">
          <h2 className="font-semibold text-navy-900">Paste the hash</h2>
          <form onSubmit={byHash} noValidate className="mt-3 space-y-3">
            <Field label="SHA-256" error={hashError}>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  {...form.register('hash')}
                  invalid={!!hashError}
                  className="font-mono text-xs"
                  placeholder="64 characters, 0-9 and a-f"
                />
              )}
            </Field>
            <Button type="submit" disabled={busy}>
              <FileSearch className="size-4" aria-hidden /> Check
            </Button>
          </form>
        </Card>
      </div>
      <div aria-live="polite" className="mt-6">
        {result ? <Result r={result} /> : null}
      </div>
    </section>
  );
}

function Result({ r }: { r: Verification }) {
  if (!r.match) {
    return (
      <Card className="flex items-start gap-3 border-red-200 bg-red-50 p-5">
        <ShieldX className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden />
        <div>
          <p className="font-semibold text-red-900">Does not match</p>
          <p className="mt-1 text-sm text-red-900">This is not a charter party Fairlead issued, or it was changed after it was issued.</p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex items-start gap-3 border-green-200 bg-green-50 p-5">
      <BadgeCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden />
      <div className="text-sm text-green-950">
        <p className="text-base font-semibold">
          {r.sealed ? `Matches version ${r.version}, signed by both parties and sealed` : `Matches version ${r.version}, not signed by both parties`}
        </p>
        <p className="mt-1">
          Owners {r.owner} · Charterers {r.charterer}
        </p>
        {r.signatures.map((s) => (
          <p key={s.company}>
            Signed for {s.company} on {day(s.signedAt)}
          </p>
        ))}
        {r.sealedAt ? <p>Sealed on {day(r.sealedAt)}</p> : null}
        {r.latestVersion > r.version ? <p className="mt-1 font-medium">A later version ({r.latestVersion}) exists.</p> : null}
      </div>
    </Card>
  );
}
