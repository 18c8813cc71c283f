import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { useAuth } from '../store';

type Values = z.input<typeof resetPasswordSchema>;

export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { resetPassword, loading, error, errorFields, clearError } = useAuth();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  useEffect(() => clearError, [clearError]);

  if (!token || params.get('error')) {
    return (
      <AuthLayout title="This reset link is not valid">
        <p className="text-sm text-slate-700">The link is incomplete, has already been used, or is more than one hour old.</p>
        <Link to="/forgot-password" className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
          Ask for a new link
        </Link>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Alert tone="success">Your new password is set. For your safety every device was signed out.</Alert>
        <Link to="/login" className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
          Log in with your new password
        </Link>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async (v) => {
    if (await resetPassword(token, v.password)) setDone(true);
  });
  const passwordError = errors.password?.message ?? errorFields.newPassword;

  return (
    <AuthLayout title="Choose a new password" subtitle="Use at least 8 characters that you do not use on any other site.">
      {error ? <Alert className="mb-5">{error}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="New password" error={passwordError} hint="Password must be at least 8 characters long">
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              autoComplete="new-password"
              invalid={!!passwordError}
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
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
