import { useState, type FormEvent } from 'react';
import { consentText } from '../../../../common/contracts/consent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useSignContract } from '../api/contract';

/** Signing: the version and its hash, the consent text to confirm, and the signer's password again. */
export function SignDialog({
  dealId,
  version,
  hash,
  company,
  open,
  onClose,
}: {
  dealId: string;
  version: number;
  hash: string;
  company: string;
  open: boolean;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; consent?: string; form?: string }>({});
  const sign = useSignContract(dealId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      password: password ? undefined : 'Enter your password to sign',
      consent: consent ? undefined : 'Confirm that you sign electronically and agree to electronic records',
    };
    setErrors(next);
    if (next.password || next.consent) return;
    sign.mutate(
      { version, password, consent: true },
      {
        onSuccess: () => {
          setPassword('');
          setConsent(false);
          onClose();
        },
        onError: (err) =>
          setErrors(
            err instanceof ApiError
              ? {
                  password: err.fields.password,
                  consent: err.fields.consent,
                  form: err.fields.password || err.fields.consent ? undefined : err.message,
                }
              : { form: 'The signature could not be recorded. Try again.' },
          ),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={`Sign version ${version}`}
      description="Your signature binds your company to this version exactly as it reads now."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700">SHA-256 {hash}</p>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-navy-900"
            />
            <span>{consentText(company, version)}</span>
          </label>
          {errors.consent ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <Field label="Your password" error={errors.password}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              invalid={!!errors.password}
            />
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sign.isPending}>
            {sign.isPending ? 'Signing…' : `Sign version ${version}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
