import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useAuth } from '../store';
import { PasswordInput } from './password-input';

type Values = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const { updatePassword, loading } = useAuth();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    setResult(null);
    const ok = await updatePassword(v.currentPassword, v.password);
    const { error, errorFields } = useAuth.getState();
    if (ok) {
      form.reset();
      setResult({ ok, message: 'Password changed. Your other devices were signed out.' });
    } else {
      if (errorFields.newPassword) form.setError('password', { message: errorFields.newPassword });
      setResult({ ok, message: error ?? 'The password could not be changed.' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      <Field label="Current password" error={errors.currentPassword?.message}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            autoComplete="current-password"
            invalid={!!errors.currentPassword}
            {...form.register('currentPassword')}
          />
        )}
      </Field>
      <Field label="New password" error={errors.password?.message} hint="Password must be at least 8 characters long">
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            autoComplete="new-password"
            invalid={!!errors.password}
            {...form.register('password')}
          />
        )}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            aria-describedby={describedBy}
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...form.register('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
