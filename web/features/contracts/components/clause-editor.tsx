import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Terms } from '../../../../common/charters/terms';
import { amendInputSchema } from '../../../../common/contracts/schemas';
import { amendTermsFormSchema, sameTerms } from '../../../../common/contracts/amend-terms';
import { TermsFields, type WithTerms } from '../../../components/terms/terms-fields';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useAmendContract, type ContractClause } from '../api/contract';

/**
 * Amending: the main terms and every clause editable, riders added or removed, a note saying what changed. Saving
 * makes the next version; the server refuses it if the other side made one meanwhile (the page then shows theirs).
 * Changed terms are sent only when they differ from the version's: the clauses Fairlead wrote from them follow.
 */
export function ClauseEditor({
  dealId,
  basedOn,
  terms,
  clauses,
  onDone,
}: {
  dealId: string;
  basedOn: number;
  terms: Terms;
  clauses: ContractClause[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(clauses);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const termsForm = useForm<WithTerms, unknown, { terms: Terms }>({ resolver: zodResolver(amendTermsFormSchema), defaultValues: { terms } });
  const amend = useAmendContract(dealId);
  const set = (i: number, patch: Partial<ContractClause>) => setDraft((d) => d.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const nextRider = () => `rider-${Math.max(0, ...draft.filter((c) => c.rider).map((c) => Number(c.key.slice(6)) || 0)) + 1}`;

  function save(edited: Terms) {
    const parsed = amendInputSchema.safeParse({ basedOn, clauses: draft, note, ...(sameTerms(edited, terms) ? {} : { terms: edited }) });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    amend.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (err) => {
        if (!(err instanceof ApiError)) return setError('The new version could not be saved.');
        // The server's messages for the terms go under their fields, as the form's own checks do.
        for (const [field, message] of Object.entries(err.fields)) if (field.startsWith('terms.')) termsForm.setError(field as 'terms', { message });
        setError(err.message);
      },
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void termsForm.handleSubmit(
      (values) => save(values.terms),
      () => setError('Check the terms: a field above says what is wrong.'),
    )();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section aria-labelledby="amend-terms" className="space-y-3">
        <h3 id="amend-terms" className="font-semibold text-navy-900">
          Terms
        </h3>
        <p className="text-sm text-slate-600">
          Change a rate, the quantity, the laycan, the ports or the commissions here. The clauses Fairlead wrote from the terms follow the change; a
          clause you reworded, and every rider, stays as written. The charter type cannot change.
        </p>
        <TermsFields form={termsForm} typeFixed />
      </section>
      <section aria-labelledby="amend-clauses" className="space-y-4">
        <h3 id="amend-clauses" className="font-semibold text-navy-900">
          Clauses
        </h3>
        <ol className="space-y-4">
          {draft.map((c, i) => (
            <li key={c.key} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center gap-2">
                <span className="w-8 shrink-0 text-sm font-semibold text-slate-500">{i + 1}.</span>
                <Input aria-label={`Title of clause ${i + 1}`} value={c.title} onChange={(e) => set(i, { title: e.target.value })} />
                {c.rider ? (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove rider clause ${i + 1}`}
                    onClick={() => setDraft((d) => d.filter((_, k) => k !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </div>
              <Textarea
                aria-label={`Text of clause ${i + 1}`}
                className="mt-2"
                rows={4}
                value={c.body}
                onChange={(e) => set(i, { body: e.target.value })}
              />
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDraft((d) => [...d, { key: nextRider(), title: 'Rider clause', body: '', rider: true }])}
        >
          <Plus className="size-4" aria-hidden /> Add a rider clause
        </Button>
      </section>
      <div>
        <label htmlFor="amend-note" className="block text-sm font-medium text-slate-800">
          What changed (shown on the record)
        </label>
        <Input
          id="amend-note"
          className="mt-1.5"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="For example: agents clause, hold cleanliness rider"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={amend.isPending}>
          {amend.isPending ? 'Saving…' : `Save as version ${basedOn + 1}`}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
