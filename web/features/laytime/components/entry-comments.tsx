import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/field';
import { Alert, Badge } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useComment, type LaytimeCall, type LaytimeCallView } from '../api/laytime';

type Comment = LaytimeCallView['comments'][number];
type Kind = Comment['kind'];
const partyWords = { owner: 'Owners', charterer: 'Charterers' } as const;
const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type Props = {
  dealId: string;
  call: LaytimeCall;
  /** The version the comment is about: the latest recorded. */
  version: number;
  entry: string;
  /** The entry as the statement names it, for the comment box's label. */
  label: string;
  comments: Comment[];
  may: { comment: boolean; dispute: boolean };
};

/** The comments and disputes on one entry, beside it, and the caller's Comment / Dispute actions on it. */
export function EntryComments({ dealId, call, version, entry, label, comments, may }: Props) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [body, setBody] = useState('');
  const send = useComment(dealId, call);
  const id = useId();
  const mine = comments.filter((c) => c.entry === entry);
  const error = send.error instanceof ApiError ? (send.error.fields.body ?? send.error.message) : send.error?.message;
  const open = (k: Kind) => {
    send.reset();
    setBody('');
    setKind(k);
  };
  return (
    <div className="space-y-2">
      {mine.length ? (
        <ul className="space-y-1.5" aria-label={`Comments on ${label}`}>
          {mine.map((c) => (
            <li key={c.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                {c.kind === 'dispute' ? <Badge tone="red">Disputed</Badge> : <Badge>Comment</Badge>}
                <span>
                  {partyWords[c.party]} · {when.format(new Date(c.at))} · version {c.version}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-line text-slate-800">{c.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {kind ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ version, entry, kind, body }, { onSuccess: () => setKind(null) });
          }}
        >
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {kind === 'dispute' ? `Why you dispute ${label.toLowerCase()}` : `Your comment on ${label.toLowerCase()}`}
          </label>
          <Textarea id={id} rows={2} className="min-h-16" value={body} onChange={(e) => setBody(e.target.value)} invalid={!!error} autoFocus />
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant={kind === 'dispute' ? 'danger' : 'primary'} disabled={send.isPending}>
              {send.isPending ? 'Sending…' : kind === 'dispute' ? 'Send dispute' : 'Send comment'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setKind(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : may.comment || may.dispute ? (
        <div className="flex flex-wrap gap-2">
          {may.dispute ? (
            <Button size="sm" variant="secondary" onClick={() => open('dispute')} aria-label={`Dispute ${label.toLowerCase()}`}>
              Dispute
            </Button>
          ) : null}
          {may.comment ? (
            <Button size="sm" variant="ghost" onClick={() => open('comment')} aria-label={`Comment on ${label.toLowerCase()}`}>
              <MessageSquare aria-hidden className="size-4" /> Comment
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
