import { ArrowLeft, CheckCircle2, CircleAlert, CreditCard, Lock, RotateCcw, ShieldQuestion } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { formatAmount } from '../../../../common/payments/money';
import { simulatedCardInputSchema } from '../../../../common/payments/schemas';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSimulatedAuthenticate, useSimulatedCancel, useSimulatedCharge, useSimulatedPay } from '../api/checkout';

const testCards = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0025 0000 3155', 'asks your bank to confirm'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'lacks funds (an admin’s retry succeeds)'],
] as const;

/** /checkout/simulated/:ref: the simulated card provider's hosted checkout, as a provider's test mode shows it. */
export default function SimulatedCheckoutPage() {
  const { ref = '' } = useParams();
  usePageTitle('Checkout · test mode');
  const charge = useSimulatedCharge(ref);
  const pay = useSimulatedPay(ref);
  const auth = useSimulatedAuthenticate(ref);
  const cancel = useSimulatedCancel(ref);
  const form = useForm<z.input<typeof simulatedCardInputSchema>, unknown, z.output<typeof simulatedCardInputSchema>>({
    resolver: zodResolver(simulatedCardInputSchema),
    defaultValues: { number: '' },
  });
  // After a declined card the page stays open for another one, as Stripe Checkout's does.
  const [retrying, setRetrying] = useState(false);
  const submit = form.handleSubmit(({ number }) => pay.mutate(number, { onSuccess: () => setRetrying(false) }));
  const c = charge.data;
  const fieldError = form.formState.errors.number?.message ?? (pay.error instanceof ApiError ? pay.error.fields.number : undefined);
  /** Back to Fairlead without paying: the checkout ends, so the instalment is due again there (not left "Processing"). */
  const goBack = () => cancel.mutate(undefined, { onSuccess: (ended) => window.location.assign(ended.returnUrl) });
  const backButton = (
    <Button variant="secondary" className="w-full" onClick={goBack} disabled={cancel.isPending}>
      <ArrowLeft aria-hidden className="size-4" /> {cancel.isPending ? 'Going back…' : 'Back to Fairlead without paying'}
    </Button>
  );

  return (
    <main className="min-h-screen bg-slate-100 px-4 py-10">
      <div className="mx-auto max-w-md">
        <p className="mb-3 flex flex-wrap items-center justify-center gap-2 text-sm font-medium text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Lock aria-hidden className="size-4" /> Simulated card provider
          </span>
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Test mode: no real money moves</span>
        </p>
        <Card className="p-6">
          {charge.isPending ? <Skeleton className="h-48 rounded-lg" /> : null}
          {charge.error ? <Alert>{charge.error.message}</Alert> : null}
          {c ? (
            <>
              <p className="text-sm text-slate-600">{c.description}</p>
              <h1 className="mt-1 text-3xl font-bold tabular-nums text-navy-900">{formatAmount(c.amount, c.currency)}</h1>
              {cancel.error ? <Alert className="mt-4">{cancel.error.message}</Alert> : null}
              {c.status === 'requires_payment_method' || (c.status === 'failed' && retrying) ? (
                <form noValidate onSubmit={submit} className="mt-6 space-y-4">
                  {pay.error && !fieldError ? <Alert>{pay.error.message}</Alert> : null}
                  <Field label="Card number" error={fieldError} hint="Use one of the test cards below.">
                    {({ id, describedBy }) => (
                      <Input
                        id={id}
                        aria-describedby={describedBy}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="4242 4242 4242 4242"
                        invalid={!!fieldError}
                        {...form.register('number')}
                      />
                    )}
                  </Field>
                  <Button type="submit" className="w-full" disabled={pay.isPending}>
                    <CreditCard aria-hidden className="size-4" /> {pay.isPending ? 'Paying…' : `Pay ${formatAmount(c.amount, c.currency)}`}
                  </Button>
                  <ul className="space-y-1 text-sm text-slate-700" aria-label="Test cards">
                    {testCards.map(([card, does]) => (
                      <li key={card}>
                        <button
                          type="button"
                          className="font-mono text-sea-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600"
                          onClick={() => form.setValue('number', card, { shouldValidate: form.formState.isSubmitted })}
                        >
                          {card}
                        </button>{' '}
                        {does}
                      </li>
                    ))}
                  </ul>
                  {backButton}
                </form>
              ) : null}
              {c.status === 'requires_action' ? (
                <div className="mt-6 space-y-4">
                  <Alert tone="info">
                    <span className="inline-flex items-center gap-1.5">
                      <ShieldQuestion aria-hidden className="size-4" /> Your bank asks you to confirm this payment.
                    </span>
                  </Alert>
                  {auth.error ? <Alert>{auth.error.message}</Alert> : null}
                  <div className="flex gap-2">
                    <Button className="flex-1" onClick={() => auth.mutate(true)} disabled={auth.isPending}>
                      Confirm payment
                    </Button>
                    <Button className="flex-1" variant="secondary" onClick={() => auth.mutate(false)} disabled={auth.isPending}>
                      Refuse
                    </Button>
                  </div>
                </div>
              ) : null}
              {c.status === 'succeeded' ? (
                <div className="mt-6 space-y-4">
                  <Alert tone="success">
                    <span className="inline-flex items-center gap-1.5">
                      <CheckCircle2 aria-hidden className="size-4" /> Payment accepted. Fairlead holds it in escrow.
                    </span>
                  </Alert>
                  <a href={c.returnUrl} className={buttonClass('primary') + ' w-full justify-center'}>
                    Return to Fairlead
                  </a>
                </div>
              ) : null}
              {c.status === 'failed' && !retrying ? (
                <div className="mt-6 space-y-4">
                  <Alert>
                    <span className="inline-flex items-center gap-1.5">
                      <CircleAlert aria-hidden className="size-4" /> {c.failure ?? 'The payment failed.'}
                    </span>
                  </Alert>
                  <Button
                    className="w-full"
                    onClick={() => {
                      form.reset({ number: '' });
                      setRetrying(true);
                    }}
                  >
                    <RotateCcw aria-hidden className="size-4" /> Try another card
                  </Button>
                  {backButton}
                </div>
              ) : null}
              {c.status === 'expired' ? (
                <div className="mt-6 space-y-4">
                  <Alert tone="info">This checkout has ended. Nothing was charged; the instalment is due again in Fairlead.</Alert>
                  <a href={c.returnUrl} className={buttonClass('primary') + ' w-full justify-center'}>
                    Return to Fairlead
                  </a>
                </div>
              ) : null}
            </>
          ) : null}
        </Card>
      </div>
    </main>
  );
}
