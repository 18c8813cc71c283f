import { useState, type FormEvent } from 'react';
import { formatAmount } from '../../../../common/payments/money';
import { demurrageAmount } from '../../../../common/payments/schedule';
import { demurrageInputSchema } from '../../../../common/payments/schemas';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useDemurrage } from '../api/payments';

/** The owner claims demurrage: time on demurrage and the laytime statement; Fairlead prices it at the agreed rate. */
export function DemurrageForm({ dealId, ratePerDay, currency }: { dealId: string; ratePerDay: number; currency: string }) {
  const claim = useDemurrage(dealId);
  const [form, setForm] = useState({ days: '0', hours: '0', minutes: '0', statement: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const time = { days: Number(form.days) || 0, hours: Number(form.hours) || 0, minutes: Number(form.minutes) || 0 };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = demurrageInputSchema.safeParse({ ...time, statement: form.statement });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    claim.mutate(parsed.data, { onSuccess: () => setForm({ days: '0', hours: '0', minutes: '0', statement: '' }) });
  };
  const serverErrors = claim.error instanceof ApiError ? claim.error.fields : {};
  const field = (name: 'days' | 'hours' | 'minutes', label: string) => (
    <Field label={label} error={errors[name] ?? serverErrors[name]}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          inputMode="numeric"
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value.replace(/\D/g, '') })}
          invalid={!!errors[name]}
        />
      )}
    </Field>
  );
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
          error={errors.statement ?? serverErrors.statement}
          hint="When NOR was tendered, when laytime started and expired, and time lost."
        >
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              value={form.statement}
              onChange={(e) => setForm({ ...form, statement: e.target.value })}
              invalid={!!errors.statement}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Demurrage: <span className="font-semibold tabular-nums">{formatAmount(demurrageAmount(ratePerDay, time), currency)}</span>
          </p>
          <Button type="submit" disabled={claim.isPending}>
            {claim.isPending ? 'Claiming…' : 'Claim demurrage'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
