import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { consentText } from '../../../../common/contracts/consent';
import { signInputSchema } from '../../../../common/contracts/schemas';
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
  const sign = useSignContract(dealId);
  const form = useForm<z.input<typeof signInputSchema>, unknown, z.output<typeof signInputSchema>>({
    resolver: zodResolver(signInputSchema),
    // The box starts unticked: false, which the schema refuses with its consent message, as the API does.
    defaultValues: { version, password: '', consent: false as unknown as true },
  });
  const { errors } = form.formState;

  // The server's words go where they belong: under the field it names, or under the form when it names none.
  const submit = form.handleSubmit(({ password }) =>
    sign.mutate(
      { version, password, consent: true },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return form.setError('root', { message: 'The signature could not be recorded. Try again.' });
          if (err.fields.password) form.setError('password', { message: err.fields.password });
          if (err.fields.consent) form.setError('consent', { message: err.fields.consent });
          if (!err.fields.password && !err.fields.consent) form.setError('root', { message: err.message });
        },
      },
    ),
  );

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
              aria-invalid={errors.consent ? true : undefined}
              {...form.register('consent')}
              className="mt-1 size-4 shrink-0 accent-navy-900"
            />
            <span>{consentText(company, version)}</span>
          </label>
          {errors.consent ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.consent.message}
            </p>
          ) : null}
        </div>
        <Field label="Your password" error={errors.password?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="password"
              autoComplete="current-password"
              invalid={!!errors.password}
              {...form.register('password')}
            />
          )}
        </Field>
        {errors.root ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
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
