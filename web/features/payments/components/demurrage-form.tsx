import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatAmount } from '../../../../common/payments/money';
import { demurrageAmount } from '../../../../common/payments/schedule';
import { demurrageInputSchema } from '../../../../common/payments/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useDemurrage } from '../api/payments';

const emptyClaim = { days: 0, hours: 0, minutes: 0, statement: '' };
// The time inputs take digits only; an empty one counts as zero, as the live amount shows it.
const digitsOnly = (text: string) => text.replace(/\D/g, '');
const wholeFromText = (value: unknown) => (typeof value === 'string' ? Number(digitsOnly(value)) || 0 : value);

/** The owner claims demurrage: time on demurrage and the laytime statement; Fairlead prices it at the agreed rate. */
export function DemurrageForm({ dealId, ratePerDay, currency }: { dealId: string; ratePerDay: number; currency: string }) {
  const claim = useDemurrage(dealId);
  const form = useForm<z.input<typeof demurrageInputSchema>, unknown, z.output<typeof demurrageInputSchema>>({
    resolver: zodResolver(demurrageInputSchema),
    defaultValues: emptyClaim,
  });
  const [days, hours, minutes] = useWatch({ control: form.control, name: ['days', 'hours', 'minutes'] });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => claim.mutate(input, { onSuccess: () => form.reset(emptyClaim) }));
  const serverErrors = claim.error instanceof ApiError ? claim.error.fields : {};
  const field = (name: 'days' | 'hours' | 'minutes', label: string) => {
    const input = form.register(name, { setValueAs: wholeFromText });
    return (
      <Field label={label} error={errors[name]?.message ?? serverErrors[name]}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            inputMode="numeric"
            invalid={!!errors[name]}
            {...input}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value);
              return input.onChange(e);
            }}
          />
        )}
      </Field>
    );
  };
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-navy-900">Claim demurrage</h2>
      <p className="mt-1 text-sm text-slate-600">
        Time on demurrage, pro rata at the agreed {formatAmount(ratePerDay, currency)} per day. The charterer pays it into escrow; it is released when
        they confirm.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {claim.error && !Object.keys(serverErrors).length ? <Alert>{claim.error.message}</Alert> : null}
        <div className="grid grid-cols-3 gap-3">
          {field('days', 'Days')}
          {field('hours', 'Hours')}
          {field('minutes', 'Minutes')}
        </div>
        <Field
          label="Laytime statement"
          error={errors.statement?.message ?? serverErrors.statement}
          hint="When NOR was tendered, when laytime started and expired, and time lost."
        >
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} rows={3} invalid={!!errors.statement} {...form.register('statement')} />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Demurrage:{' '}
            <span className="font-semibold tabular-nums">{formatAmount(demurrageAmount(ratePerDay, { days, hours, minutes }), currency)}</span>
          </p>
          <Button type="submit" disabled={claim.isPending}>
            {claim.isPending ? 'Claiming…' : 'Claim demurrage'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
