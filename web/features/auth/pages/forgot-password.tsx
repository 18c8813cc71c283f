import { MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { useAuth } from '../store';

export default function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  const { requestPasswordReset, loading, error, clearError } = useAuth();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  useEffect(() => clearError, [clearError]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return; // a blank address does nothing
    if (await requestPasswordReset(trimmed)) setSent(true);
  };

  if (sent) {
    return (
      <AuthLayout title="Check your email">
        <div className="flex gap-3 text-sm text-slate-700">
          <MailCheck className="size-6 shrink-0 text-sea-600" aria-hidden />
          <p>
            If an account exists for <strong>{email.trim()}</strong>, we have sent a link to reset its password. The link works once and expires in
            one hour.
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
        <Field label="Email address">
          {({ id }) => <Input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
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
