import { useState, type FormEvent } from 'react';
import { newsletterSchema } from '../../../../common/site/schemas';
import { ApiError } from '../../../lib/api';
import { useSubscribe } from '../api/subscribe';

/**
 * Footer sign-up for the market newsletter; subscribing twice is harmless. One field on every public page:
 * checked with the server's own schema, without a form library in the first script every page loads.
 */
export function NewsletterForm() {
  const subscribe = useSubscribe();
  const [invalid, setInvalid] = useState<string>();
  const error = invalid ?? (subscribe.error instanceof ApiError ? subscribe.error.message : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) subscribe.mutate(parsed.data.email);
  };

  if (subscribe.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-navy-800 px-4 py-3 text-sm text-sea-300">
        Subscribed: {subscribe.data.email} will receive the fortnightly market brief.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <label htmlFor="newsletter-email" className="text-sm text-navy-100">
        Market brief: open tonnage, rates and product news, every two weeks.
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-navy-600 bg-navy-800 px-3 py-2 text-sm text-white placeholder:text-navy-300 focus:border-sea-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-lg bg-sea-500 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-sea-400 disabled:opacity-60"
        >
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
