import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Ship } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { registerSchema, type RegisterInput } from '../../../../common/accounts/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { useAuth } from '../store';

const accountTypeOptions = [
  { value: 'owner', label: 'Vessel Owner', hint: 'List ships and receive charter requests', Icon: Ship },
  { value: 'charterer', label: 'Charterer', hint: 'Find tonnage for your cargo or period', Icon: Anchor },
] as const;

export default function RegisterPage() {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const { loading, clearError } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      email: '',
      company: '',
      password: '',
      confirmPassword: '',
      accountType: 'owner',
      agreeTerms: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const accountType = form.watch('accountType');
  useEffect(() => clearError, [clearError]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const ok = await useAuth.getState().signUp(values);
    if (ok) return navigate('/app/dashboard');
    const { error, errorFields } = useAuth.getState();
    setFailure(error);
    // The server's per-field reasons land under the fields, exactly as the form's own checks do.
    for (const [field, message] of Object.entries(errorFields)) form.setError(field as keyof RegisterInput, { message });
  });

  return (
    <AuthLayout
      title="Create your Fairlead account"
      subtitle="Free for owners and charterers. No commission, ever."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-sea-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {failure ? (
        <Alert className="mb-5">
          <p className="font-semibold">Registration failed. Please try again.</p>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">I am a</legend>
          <div className="grid grid-cols-2 gap-3">
            {accountTypeOptions.map(({ value, label, hint, Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-600',
                  accountType === value ? 'border-navy-900 bg-navy-50 ring-1 ring-navy-900' : 'border-slate-300 hover:border-slate-400',
                )}
              >
                <input type="radio" value={value} className="sr-only" {...form.register('accountType')} />
                <span className="flex items-center gap-2 font-semibold text-navy-900">
                  <Icon className="size-4" aria-hidden /> {label}
                </span>
                <span className="text-xs text-slate-600">{hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Full name" error={errors.name?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} autoComplete="name" invalid={!!errors.name} {...form.register('name')} />
          )}
        </Field>
        <Field label="Email address" error={errors.email?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} type="email" autoComplete="email" invalid={!!errors.email} {...form.register('email')} />
          )}
        </Field>
        <Field label="Company name (optional)" error={errors.company?.message}>
          {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} autoComplete="organization" {...form.register('company')} />}
        </Field>
        <Field label="Password" error={errors.password?.message} hint="Password must be at least 8 characters long">
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
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
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
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 accent-navy-900"
              aria-invalid={!!errors.agreeTerms || undefined}
              {...form.register('agreeTerms')}
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-sea-700 underline">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className="font-medium text-sea-700 underline">
                Privacy Policy
              </Link>
            </span>
          </label>
          {errors.agreeTerms ? (
            <p className="mt-1.5 text-sm text-red-700" role="alert">
              {errors.agreeTerms.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
