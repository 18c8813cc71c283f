import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bankDetailsInputSchema, PASSWORD_AFTER_FIXTURE } from '../../../../common/payments/bank-details';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useSaveBankDetails } from '../api/bank-details';

/**
 * The shared schema, plus what only the server's view of the owner tells this form: after a fixture the password is
 * required, in the server's words. Checked on the field itself so it shows beside the other fields' messages.
 */
const bankDetailsSchemaFor = (locked: boolean) =>
  locked
    ? bankDetailsInputSchema.extend({
        password: bankDetailsInputSchema.shape.password.refine((p) => !!p, PASSWORD_AFTER_FIXTURE),
      })
    : bankDetailsInputSchema;

type FieldName = 'holderName' | 'iban' | 'bic' | 'password';

/** New payout details; after a fixture the password is asked again (the server decides, the form follows). */
export function BankDetailsForm({ locked, onDone }: { locked: boolean; onDone: () => void }) {
  const save = useSaveBankDetails();
  const schema = bankDetailsSchemaFor(locked);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { holderName: '', iban: '', bic: '', password: '' },
  });
  const errors = form.formState.errors;
  // The details go as typed (the server reads them with the same schema); an empty password is no password.
  const submit = form.handleSubmit(() => {
    const typed = form.getValues();
    save.mutate({ ...typed, password: typed.password || undefined }, { onSuccess: onDone });
  });
  const server = save.error instanceof ApiError ? save.error.fields : {};
  const field = (name: FieldName, label: string, props: { hint?: string; type?: string; autoComplete?: string } = {}) => {
    const error = errors[name]?.message ?? server[name];
    return (
      <Field label={label} error={error} hint={props.hint}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete ?? 'off'}
            invalid={!!error}
            {...form.register(name)}
          />
        )}
      </Field>
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {save.error && !Object.keys(server).length ? <Alert>{save.error.message}</Alert> : null}
      {field('holderName', 'Account holder', { hint: 'The company the account is in the name of.' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('iban', 'IBAN', { hint: 'Checked by its country’s length and check digits.' })}
        {field('bic', 'SWIFT/BIC', { hint: '8 or 11 letters and digits.' })}
      </div>
      {locked
        ? field('password', 'Your password', {
            type: 'password',
            autoComplete: 'current-password',
            hint: 'You have a fixed charter: a change is confirmed by e-mail and applies 48 hours later.',
          })
        : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : locked ? 'Request the change' : 'Save bank details'}
      </Button>
    </form>
  );
}
