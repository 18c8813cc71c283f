import { useState, type FormEvent } from 'react';
import { bankDetailsInputSchema } from '../../../../common/payments/bank-details';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useSaveBankDetails } from '../api/bank-details';

/** New payout details; after a fixture the password is asked again (the server decides, the form follows). */
export function BankDetailsForm({ locked, onDone }: { locked: boolean; onDone: () => void }) {
  const save = useSaveBankDetails();
  const [form, setForm] = useState({ holderName: '', iban: '', bic: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bankDetailsInputSchema.safeParse({ ...form, password: form.password || undefined });
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (locked && !form.password) found.password = 'Enter your password to change bank details after a fixture';
    setErrors(found);
    if (parsed.success && !Object.keys(found).length) save.mutate({ ...form, password: form.password || undefined }, { onSuccess: onDone });
  };
  const server = save.error instanceof ApiError ? save.error.fields : {};
  const field = (name: keyof typeof form, label: string, props: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <Field label={label} error={errors[name] ?? server[name]} hint={props.hint}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
          invalid={!!(errors[name] ?? server[name])}
        />
      )}
    </Field>
  );
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
