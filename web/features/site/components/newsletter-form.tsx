import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { newsletterSchema } from '../../../../common/site/schemas';
import { ApiError } from '../../../lib/api';
import { useSubscribe } from '../api/subscribe';

/** Footer sign-up for the market newsletter; subscribing twice is harmless. */
export function NewsletterForm() {
  const subscribe = useSubscribe();
  const form = useForm<{ email: string }>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message ?? (subscribe.error instanceof ApiError ? subscribe.error.message : undefined);

  if (subscribe.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-navy-800 px-4 py-3 text-sm text-sea-300">
        Subscribed: {subscribe.data.email} will receive the fortnightly market brief.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => subscribe.mutate(v.email))} className="space-y-2">
      <label htmlFor="newsletter-email" className="text-sm text-navy-100">
        Market brief: open tonnage, rates and product news, every two weeks.
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300 focus:border-sea-400 focus:outline-none"
          {...form.register('email')}
        />
        <button type="submit" disabled={subscribe.isPending} className="rounded-lg bg-sea-500 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-sea-400 disabled:opacity-60">
          Subscribe
        </button>
      </div>
      {error ? (
        <p id="newsletter-error" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
