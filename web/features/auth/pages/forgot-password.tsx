import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { useAuth } from '../store';

type Values = z.input<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  const { requestPasswordReset, loading, error, errorFields, clearError } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The schema the API applies to the address (trimmed, required, an e-mail), with its messages.
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message ?? errorFields.email;
  useEffect(() => clearError, [clearError]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (await requestPasswordReset(email)) setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <div className="flex gap-3 text-sm text-slate-700">
          <MailCheck className="size-6 shrink-0 text-sea-600" aria-hidden />
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset its password. The link works once and expires in one
            hour.
          </p>
        </div>
        <Link to="/login" className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
          Back to login
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your account's email address and we will send you a reset link.">
      {error ? <Alert className="mb-5">{error}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email address" error={emailError}>
          {({ id, describedBy }) => (
            <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} invalid={!!emailError} {...form.register('email')} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <Link to="/login" className="mt-6 inline-block text-sm font-semibold text-sea-700 hover:underline">
        Back to login
      </Link>
    </AuthLayout>
  );
}
