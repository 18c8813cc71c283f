import { useState, type FormEvent } from 'react';
import type { DashboardPeriod, DashboardQuery } from '../../api/dashboard';
import { Button } from '../../../../components/ui/button';
import { Field, Input } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { periodProblems, type PeriodErrors } from './use-dashboard-period';

const choices: { period: DashboardPeriod; label: string }[] = [
  { period: '7d', label: '7 days' },
  { period: '30d', label: '30 days' },
  { period: '12m', label: '12 months' },
  { period: 'custom', label: 'Custom' },
];

type Props = {
  query: DashboardQuery;
  /** Messages for custom dates read from the URL that the contract refuses. */
  errors: PeriodErrors;
  /** The period last answered, to start the custom dates from what is on screen. */
  shown?: { from: string; to: string };
  onChoose: (q: DashboardQuery) => void;
};

/** 7 days, 30 days, 12 months, or two days of one's own, checked by the same schema the API parses. */
export function PeriodPicker({ query, errors: urlErrors, shown, onChoose }: Props) {
  const [customOpen, setCustomOpen] = useState(query.period === 'custom');
  const [from, setFrom] = useState(query.from ?? shown?.from ?? '');
  const [to, setTo] = useState(query.to ?? shown?.to ?? '');
  const [formErrors, setFormErrors] = useState<PeriodErrors | null>(null);
  const errors = formErrors ?? urlErrors;
  const active = customOpen ? 'custom' : query.period;

  const pick = (period: DashboardPeriod) => {
    if (period === 'custom') {
      setCustomOpen(true);
      if (!from && shown) setFrom(shown.from);
      if (!to && shown) setTo(shown.to);
      return;
    }
    setCustomOpen(false);
    setFormErrors(null);
    onChoose({ period });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An empty date field is a missing date, not a malformed one: the contract then asks for both days.
    const result = periodProblems({ period: 'custom', from: from || undefined, to: to || undefined });
    setFormErrors(result.errors);
    if (result.query) onChoose(result.query);
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Period" className="grid grid-cols-4 rounded-lg bg-slate-100 p-1 sm:inline-grid">
        {choices.map((c) => (
          <button
            key={c.period}
            type="button"
            aria-pressed={active === c.period}
            onClick={() => pick(c.period)}
            className={cn(
              'h-8 rounded-md px-1 text-sm font-medium whitespace-nowrap sm:px-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600',
              active === c.period ? 'bg-white text-navy-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            {c.label}
          </button>
        ))}
      </div>
      {customOpen ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Custom period"
          className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap lg:flex-nowrap"
        >
          <Field label="First day" error={errors.from} className="min-w-0 sm:w-44">
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                invalid={!!errors.from}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <Field label="Last day" error={errors.to} className="min-w-0 sm:w-44">
            {({ id, describedBy }) => (
              <Input id={id} type="date" value={to} onChange={(e) => setTo(e.target.value)} invalid={!!errors.to} aria-describedby={describedBy} />
            )}
          </Field>
          <Button type="submit" variant="secondary" className="col-span-2 shrink-0 whitespace-nowrap sm:mt-6.5">
            Show period
          </Button>
        </form>
      ) : null}
    </div>
  );
}
