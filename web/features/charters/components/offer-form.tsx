import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Send, Trash2 } from 'lucide-react';
import { Controller, get, useFieldArray, useForm } from 'react-hook-form';
import { firmWord, type Party } from '../../../../common/charters/deal-process';
import { MAX_SUBJECTS, offerInputSchema, withTiming, type OfferInput, type OfferValues } from '../../../../common/charters/offers';
import type { Terms } from '../../../../common/charters/terms';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useSendOffer } from '../api/deals';
import { DeadlineInput } from './deadline-input';
import { deadlineZones } from './default-terms';
import { TermsFields } from '../../../components/terms/terms-fields';

const schema = withTiming(offerInputSchema, () => new Date());
const suggestions = [
  'Owners’ approval of charterers',
  'Charterers’ board approval',
  'Shippers’ and receivers’ approval',
  'Details of the charter party',
];
const HOUR = 3_600_000;
const roundedHour = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString();

type SubjectLine = { text: string; party: Party; liftBy: string };

/**
 * An offer or counter: the full terms and the subjects of the last version (each still editable or removable),
 * indication or firm, its deadline. A counter that started empty would drop the other side's subjects unseen.
 */
export function OfferForm({
  dealId,
  party,
  terms,
  subjects: previous = [],
  onDone,
}: {
  dealId: string;
  party: Party;
  terms: Terms;
  subjects?: SubjectLine[];
  onDone: () => void;
}) {
  const send = useSendOffer(dealId);
  const zones = deadlineZones();
  const form = useForm<OfferInput, unknown, OfferValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: 'firm',
      terms,
      replyBy: roundedHour(4),
      replyZone: zones[0],
      subjects: previous.map(({ text, party: p, liftBy }) => ({ text, party: p, liftBy })),
    },
  });
  const subjects = useFieldArray({ control: form.control, name: 'subjects' });
  const kind = form.watch('kind');
  const zone = form.watch('replyZone') ?? 'UTC';
  const err = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, replyBy: values.kind === 'firm' ? values.replyBy : '' });
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [f, m] of Object.entries(e.fields)) form.setError(f as 'kind', { message: m });
      form.setError('root', { message: e.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <fieldset>
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Binding?</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['firm', 'indication'] as const).map((k) => (
            <label
              key={k}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-sea-600 has-[:checked]:bg-sea-700/5"
            >
              <input type="radio" value={k} className="mt-1 accent-sea-700" {...form.register('kind')} />
              <span>
                <span className="block font-medium text-slate-900">{k === 'firm' ? `A ${firmWord(party)}` : 'An indication'}</span>
                <span className="block text-sm text-slate-600">
                  {k === 'firm'
                    ? 'Binding until its deadline: the other side may accept it as it stands.'
                    : 'An idea of terms, not binding: it cannot be accepted.'}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'firm' ? (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Reply deadline</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Reply by" error={err('replyBy')} hint="At least 15 minutes and at most 14 days from now">
              {({ id, describedBy }) => (
                <Controller
                  control={form.control}
                  name="replyBy"
                  render={({ field }) => (
                    <DeadlineInput
                      id={id}
                      describedBy={describedBy}
                      zone={zone}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      invalid={!!err('replyBy')}
                    />
                  )}
                />
              )}
            </Field>
            <Field label="Time zone" error={err('replyZone')}>
              {({ id }) => (
                <Select id={id} {...form.register('replyZone')}>
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replace(/_/g, ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </fieldset>
      ) : null}

      <TermsFields form={form} typeFixed />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Subjects</legend>
        <p className="text-sm text-slate-600">
          Each subject is lifted by its party before its deadline (in {zone.replace(/_/g, ' ')}); one failed or lapsed subject and the deal falls
          away. No subjects: acceptance fixes the deal clean.
        </p>
        <datalist id="subject-suggestions">
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        {subjects.fields.map((f, i) => (
          <div key={f.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_14rem_auto] sm:items-end">
            <Field label={`Subject ${i + 1}`} error={err(`subjects.${i}.text`)}>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  list="subject-suggestions"
                  aria-describedby={describedBy}
                  invalid={!!err(`subjects.${i}.text`)}
                  {...form.register(`subjects.${i}.text`)}
                />
              )}
            </Field>
            <Field label="Lifted by" error={err(`subjects.${i}.party`)}>
              {({ id }) => (
                <Select id={id} {...form.register(`subjects.${i}.party`)}>
                  <option value="owner">Owners</option>
                  <option value="charterer">Charterers</option>
                </Select>
              )}
            </Field>
            <Field label="Lift by" error={err(`subjects.${i}.liftBy`)}>
              {({ id, describedBy }) => (
                <Controller
                  control={form.control}
                  name={`subjects.${i}.liftBy`}
                  render={({ field }) => (
                    <DeadlineInput
                      id={id}
                      describedBy={describedBy}
                      zone={zone}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      invalid={!!err(`subjects.${i}.liftBy`)}
                    />
                  )}
                />
              )}
            </Field>
            <Button variant="ghost" aria-label={`Remove subject ${i + 1}`} onClick={() => subjects.remove(i)}>
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        {subjects.fields.length < MAX_SUBJECTS ? (
          <Button variant="secondary" size="sm" onClick={() => subjects.append({ text: '', party: party, liftBy: roundedHour(48) })}>
            <Plus aria-hidden className="size-4" /> Add a subject
          </Button>
        ) : null}
      </fieldset>

      {form.formState.errors.root ? <Alert>{form.formState.errors.root.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="accent" disabled={send.isPending}>
          <Send aria-hidden className="size-4" /> {send.isPending ? 'Sending…' : kind === 'firm' ? `Send ${firmWord(party)}` : 'Send indication'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
