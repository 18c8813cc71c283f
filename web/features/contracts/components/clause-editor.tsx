import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { amendInputSchema } from '../../../../common/contracts/schemas';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useAmendContract, type ContractClause } from '../api/contract';

/**
 * Amending: every clause editable, riders added or removed, a note saying what changed. Saving makes the next
 * version; the server refuses it if the other side made one meanwhile (the page then shows theirs).
 */
export function ClauseEditor({ dealId, basedOn, clauses, onDone }: { dealId: string; basedOn: number; clauses: ContractClause[]; onDone: () => void }) {
  const [draft, setDraft] = useState(clauses);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amend = useAmendContract(dealId);
  const set = (i: number, patch: Partial<ContractClause>) => setDraft((d) => d.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const nextRider = () => `rider-${Math.max(0, ...draft.filter((c) => c.rider).map((c) => Number(c.key.slice(6)) || 0)) + 1}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = amendInputSchema.safeParse({ basedOn, clauses: draft, note });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    amend.mutate(parsed.data, { onSuccess: onDone, onError: (err) => setError(err instanceof ApiError ? err.message : 'The new version could not be saved.') });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ol className="space-y-4">
        {draft.map((c, i) => (
          <li key={c.key} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center gap-2">
              <span className="w-8 shrink-0 text-sm font-semibold text-slate-500">{i + 1}.</span>
              <Input aria-label={`Title of clause ${i + 1}`} value={c.title} onChange={(e) => set(i, { title: e.target.value })} />
              {c.rider ? (
                <Button type="button" variant="ghost" aria-label={`Remove rider clause ${i + 1}`} onClick={() => setDraft((d) => d.filter((_, k) => k !== i))}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              ) : null}
            </div>
            <Textarea aria-label={`Text of clause ${i + 1}`} className="mt-2" rows={4} value={c.body} onChange={(e) => set(i, { body: e.target.value })} />
          </li>
        ))}
      </ol>
      <Button type="button" variant="secondary" onClick={() => setDraft((d) => [...d, { key: nextRider(), title: 'Rider clause', body: '', rider: true }])}>
        <Plus className="size-4" aria-hidden /> Add a rider clause
      </Button>
      <div>
        <label htmlFor="amend-note" className="block text-sm font-medium text-slate-800">What changed (shown on the record)</label>
        <Input id="amend-note" className="mt-1.5" value={note} onChange={(e) => setNote(e.target.value)} placeholder="For example: agents clause, hold cleanliness rider" />
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-red-700">{error}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={amend.isPending}>{amend.isPending ? 'Saving…' : `Save as version ${basedOn + 1}`}</Button>
        <Button type="button" variant="secondary" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
