import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Alert, Badge } from '../../../components/ui/feedback';
import { useAnswerOffHire, useRecordOffHire, type HireOffHireView, type HireView } from '../api/hire';
import { toCents, utc } from './words';

/** A datetime-local value read as UTC: off-hire is recorded and shown in UTC (decision 032). */
const utcInstant = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local);

function AnswerBadge({ o }: { o: HireOffHireView }) {
  if (!o.answer) return <Badge tone="yellow">Awaiting the owners’ answer: not deducted</Badge>;
  return o.answer.answer === 'accepted' ? <Badge tone="green">Accepted: deducted</Badge> : <Badge tone="red">Disputed: not deducted</Badge>;
}

/** The owners' answer to one off-hire: accept it, or dispute it saying why. */
function AnswerButtons({ dealId, o }: { dealId: string; o: HireOffHireView }) {
  const answer = useAnswerOffHire(dealId);
  const [disputing, setDisputing] = useState(false);
  const [comment, setComment] = useState('');
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          aria-label={`Accept off-hire ${o.number}`}
          onClick={() => answer.mutate({ n: o.number, answer: 'accepted' })}
        >
          Accept
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Dispute off-hire ${o.number}`} onClick={() => setDisputing(true)}>
          Dispute
        </Button>
      </div>
      {disputing ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ n: o.number, answer: 'disputed', comment }, { onSuccess: () => setDisputing(false) });
          }}
        >
          <Field label={`Why you dispute off-hire ${o.number}`}>
            {({ id }) => <Textarea id={id} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </Field>
          <Button size="sm" type="submit" disabled={answer.isPending}>
            Send dispute
          </Button>
        </form>
      ) : null}
      {answer.error ? <Alert>{answer.error.message}</Alert> : null}
    </div>
  );
}

export function OffHireList({ dealId, hire }: { dealId: string; hire: HireView }) {
  if (hire.offHires.length === 0) return <p className="text-sm text-slate-600">No off-hire recorded.</p>;
  return (
    <ol className="space-y-3" aria-label="Off-hire periods">
      {hire.offHires.map((o) => (
        <li key={o.number} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">
              Off-hire {o.number}: {o.reason}
            </p>
            <AnswerBadge o={o} />
          </div>
          <p className="mt-1 text-slate-600">
            {utc(o.from)} to {utc(o.to)}
            {o.bunkersConsumed.length ? ` · burnt ${o.bunkersConsumed.map((b) => `${b.tonnes} t ${b.grade}`).join(', ')}` : ''}
          </p>
          {o.answer?.comment ? <p className="mt-1 text-slate-700">Owners: {o.answer.comment}</p> : null}
          {hire.actions.answerOffHire ? <AnswerButtons dealId={dealId} o={o} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** The charterers record an off-hire period in UTC, with what the ship burnt during it. */
export function OffHireForm({ dealId }: { dealId: string }) {
  const record = useRecordOffHire(dealId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [vlsfo, setVlsfo] = useState({ tonnes: '', price: '' });

  function submit(e: FormEvent) {
    e.preventDefault();
    const burnt = vlsfo.tonnes.trim() ? [{ grade: 'VLSFO' as const, tonnes: Number(vlsfo.tonnes), pricePerTonne: toCents(vlsfo.price || '0') }] : [];
    record.mutate(
      { from: utcInstant(from), to: utcInstant(to), reason: reason.trim(), bunkersConsumed: burnt },
      {
        onSuccess: () => {
          setFrom('');
          setTo('');
          setReason('');
          setVlsfo({ tonnes: '', price: '' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Record off-hire">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Off-hire from (UTC)">
          {({ id }) => <Input id={id} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label="Off-hire to (UTC)">
          {({ id }) => <Input id={id} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />}
        </Field>
      </div>
      <Field label="Reason">
        {({ id }) => <Input id={id} value={reason} placeholder="Main engine breakdown" onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="VLSFO burnt, tonnes">
          {({ id }) => <Input id={id} inputMode="decimal" value={vlsfo.tonnes} onChange={(e) => setVlsfo({ ...vlsfo, tonnes: e.target.value })} />}
        </Field>
        <Field label="VLSFO, USD per tonne">
          {({ id }) => <Input id={id} inputMode="decimal" value={vlsfo.price} onChange={(e) => setVlsfo({ ...vlsfo, price: e.target.value })} />}
        </Field>
      </div>
      {record.error ? <Alert>{record.error.message}</Alert> : null}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record off-hire'}
      </Button>
    </form>
  );
}
