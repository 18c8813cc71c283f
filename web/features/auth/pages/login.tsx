import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInSchema, type SignInInput } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { useAuth } from '../store';

export default function LoginPage() {
  usePageTitle('Log in');
  const { signIn, signOut, loading, error, clearError } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '', rememberMe: false } });
  const { errors } = form.formState;
  useEffect(() => clearError, [clearError]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await signIn(values.email, values.password, values.rememberMe ?? false)) await navigate(from?.startsWith('/app') ? from : '/app/dashboard');
  });

  return (
    <AuthLayout
      title="Log in to Fairlead"
      subtitle="Fix charters directly with verified owners and charterers."
      footer={
        <Button
          variant="ghost"
          onClick={async () => {
            await signOut();
            await navigate('/');
          }}
        >
          Visit Home Page
        </Button>
      }
    >
      {error ? <Alert className="mb-5">{error}</Alert> : null}
      {/* POST: sent by the browser itself (before the page's script has run), the password stays out of the address. */}
      <form noValidate method="post" onSubmit={onSubmit} className="space-y-4">
        <Field label="Email address" error={errors.email?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} type="email" autoComplete="email" invalid={!!errors.email} {...form.register('email')} />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              autoComplete="current-password"
              invalid={!!errors.password}
              {...form.register('password')}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 rounded border-slate-300 accent-navy-900" {...form.register('rememberMe')} />
            Remember me for 30 days
          </label>
          <Link to="/forgot-password" className="text-sm font-medium text-sea-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={loading}>
          {loading ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Fairlead?{' '}
        <Link to="/register" className="font-semibold text-sea-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
