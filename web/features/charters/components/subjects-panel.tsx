import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Badge, type BadgeTone } from '../../../components/ui/feedback';
import { useDecideSubject, type Offer, type Subject } from '../api/deals';
import { ConfirmAction } from './confirm-action';
import { Countdown } from './countdown';
import { localText, partyName } from './when';

const tone: Record<Subject['status'], BadgeTone> = { open: 'yellow', lifted: 'green', failed: 'red', lapsed: 'red', void: 'gray' };

/**
 * The subjects of the agreed (or offered) terms, each with its party, deadline and state; its party lifts or fails
 * it, on the server's word (`decidable`). Lifting binds, so it is confirmed like an acceptance.
 */
export function SubjectsPanel({ dealId, offer, decidable, skew }: { dealId: string; offer: Offer; decidable: string[]; skew: number }) {
  const decide = useDecideSubject(dealId);
  const [failing, setFailing] = useState<Subject | null>(null);
  const [lifting, setLifting] = useState<Subject | null>(null);
  const stillOpen = offer.subjects.filter((s) => s.status === 'open' && s.id !== lifting?.id);
  const lastOfMine = !!lifting && !stillOpen.some((s) => s.party === lifting.party);
  return (
    <ul className="space-y-3">
      {offer.subjects.map((s) => {
        const mine = decidable.includes(s.id);
        return (
          <li key={s.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">{s.text}</p>
                <p className="text-sm text-slate-600">{partyName(s.party)}’ subject</p>
              </div>
              <Badge tone={tone[s.status]}>{s.status === 'open' ? 'Open' : s.status.charAt(0).toUpperCase() + s.status.slice(1)}</Badge>
            </div>
            <div className="mt-2">
              {s.status === 'open' ? (
                <Countdown at={s.liftBy} zone={offer.replyZone} skew={skew} label="Lift by" />
              ) : s.decidedAt ? (
                <p className="text-xs text-slate-500">{localText(s.decidedAt)}</p>
              ) : null}
            </div>
            {mine ? (
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="accent" disabled={decide.isPending} onClick={() => setLifting(s)}>
                  Lift subject
                </Button>
                <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => setFailing(s)}>
                  Fail subject
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
      {decide.error && !failing && !lifting ? (
        <li role="alert" className="text-sm text-red-700">
          {decide.error.message}
        </li>
      ) : null}
      <ConfirmAction
        open={!!lifting}
        onOpenChange={(o) => !o && setLifting(null)}
        title="Lift this subject?"
        confirmLabel="Lift subject"
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={() => lifting && decide.mutate({ subjectId: lifting.id, action: 'lift' }, { onSuccess: () => setLifting(null) })}
      >
        <p>
          “{lifting?.text}” is lifted: you agree the terms on it, and this cannot be undone.{' '}
          {stillOpen.length === 0
            ? 'It is the last open subject: the deal is fixed, clean.'
            : lastOfMine
              ? 'Your subjects are then all lifted: you are bound and can no longer withdraw. The deal is fixed when the other side lifts theirs, or falls away if they fail one.'
              : `${stillOpen.length} other subject${stillOpen.length === 1 ? '' : 's'} stay open.`}
        </p>
      </ConfirmAction>
      <ConfirmAction
        open={!!failing}
        onOpenChange={(o) => !o && setFailing(null)}
        title="Fail this subject?"
        confirmLabel="Fail subject"
        danger
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={() => failing && decide.mutate({ subjectId: failing.id, action: 'fail' }, { onSuccess: () => setFailing(null) })}
      >
        <p>“{failing?.text}” fails, and with it the deal: the ship’s dates are released and both sides are told. This cannot be undone.</p>
      </ConfirmAction>
    </ul>
  );
}
