import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useAcceptReopening, useProposeReopening, useReopening, useWithdrawReopening } from '../api/reopening';

const partyWords = { owner: 'The owners', charterer: 'The charterers' } as const;
const on = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Reopening the agreed sheet (decision 038): either party proposes it with a reason; only when the other accepts does
 * it reopen, for both to agree again. Agreed again, only the difference from what was settled moves through escrow.
 */
export function ReopenPanel({ dealId }: { dealId: string }) {
  const reopening = useReopening(dealId);
  const propose = useProposeReopening(dealId);
  const accept = useAcceptReopening(dealId);
  const withdraw = useWithdrawReopening(dealId);
  const [writing, setWriting] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const r = reopening.data;
  if (!r) return null;
  const failed = propose.error ?? accept.error ?? withdraw.error;
  const error = failed instanceof ApiError ? (failed.fields.reason ?? failed.message) : failed?.message;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      {r.history.length ? (
        <p className="text-sm text-slate-600">
          Round {r.round} of agreement: both parties reopened the agreed sheet{' '}
          {r.history.map((h) => `on ${on(h.acceptedAt)} (“${h.reason}”)`).join(', ')}.
        </p>
      ) : null}
      {r.proposal ? (
        <div className="space-y-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800">
          <p>
            {partyWords[r.proposal.party]} ({r.proposal.name}) proposed to reopen this sheet on {on(r.proposal.at)}:
          </p>
          <p className="whitespace-pre-line italic">“{r.proposal.reason}”</p>
          {r.actions.accept ? (
            <>
              <p className="text-slate-600">
                If you accept, the sheet reopens: the statements of facts and terms may be corrected, and both parties agree it again. Only the
                difference from what was already settled then moves through escrow.
              </p>
              <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(undefined)}>
                {accept.isPending ? 'Accepting…' : 'Accept reopening'}
              </Button>
            </>
          ) : null}
          {r.actions.withdraw ? (
            <>
              <p className="text-slate-600">The sheet stays agreed until the other party accepts.</p>
              <Button size="sm" variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(undefined)}>
                {withdraw.isPending ? 'Withdrawing…' : 'Withdraw proposal'}
              </Button>
            </>
          ) : null}
        </div>
      ) : r.actions.propose && writing ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            propose.mutate(reason, { onSuccess: () => setWriting(false) });
          }}
        >
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Why the sheet should be reopened
          </label>
          <Textarea id={id} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} invalid={!!error} autoFocus />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={propose.isPending}>
              {propose.isPending ? 'Sending…' : 'Send proposal'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setWriting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : r.actions.propose ? (
        <div>
          <p className="text-sm text-slate-600">
            Found a mistake? Either party may propose to reopen the agreed sheet; it reopens only if the other party accepts.
          </p>
          <Button
            className="mt-2"
            size="sm"
            variant="secondary"
            onClick={() => {
              propose.reset();
              setWriting(true);
            }}
          >
            Propose to reopen
          </Button>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
