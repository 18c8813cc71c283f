import { EyeOff, MessagesSquare, ShieldBan, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMessageReports, useResolveReport, type MessageReport } from '../api/reports';
import { ReasonDialog } from '../components/reason-dialog';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const outcomeText = { hidden: 'Message hidden', suspended: 'Sender suspended', dismissed: 'Dismissed' } as const;

/** What members reported, with the message as written: hide it, suspend its sender, or dismiss the report. */
export default function AdminReportsPage() {
  usePageTitle('Reported messages · Admin');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { data, isError, isPending } = useMessageReports(status);
  const resolve = useResolveReport();
  const [suspending, setSuspending] = useState<MessageReport | null>(null);

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Reported messages</h1>
      <p className="mt-1 text-sm text-slate-600">
        Members report messages that ask for payment outside Fairlead, share what they should not, or abuse. You see the text as written; hiding keeps
        it here for the record.
      </p>
      <div role="group" aria-label="Show reports that are" className="mt-4 inline-flex rounded-lg bg-slate-100 p-1 text-sm">
        {(['open', 'resolved'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium capitalize focus-visible:outline-2 focus-visible:outline-sea-600',
              status === s ? 'bg-white text-navy-900 shadow-xs' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            {s}
          </button>
        ))}
      </div>
      {isError ? <Alert className="mt-4">The reports could not be loaded.</Alert> : null}
      {resolve.error ? <Alert className="mt-4">{resolve.error.message}</Alert> : null}
      <div className="mt-4 space-y-3">
        {isPending ? [0, 1].map((i) => <Skeleton key={i} className="h-36 rounded-xl" />) : null}
        {data?.items.length === 0 ? (
          <EmptyState title={status === 'open' ? 'Nothing to review' : 'No resolved reports yet'}>
            {status === 'open' ? 'Reports from members appear here.' : ''}
          </EmptyState>
        ) : null}
        {data?.items.map((r) => (
          <Card key={r.id} className="p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <p className="text-slate-700">
                <span className="font-semibold text-navy-900">{r.reporterCompany}</span> reported{' '}
                <span className="font-semibold text-navy-900">{r.message.senderCompany}</span>
                {r.message.senderSuspended ? (
                  <>
                    {' '}
                    <Badge tone="red">Suspended</Badge>
                  </>
                ) : null}
              </p>
              <time className="text-xs text-slate-500" dateTime={r.createdAt}>
                {dateTime.format(new Date(r.createdAt))}
              </time>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-medium">Reason:</span> {r.reason}
            </p>
            <blockquote className="mt-3 whitespace-pre-wrap break-words rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900">
              {r.message.body}
            </blockquote>
            <p className="mt-1 text-xs text-slate-500">
              Sent {dateTime.format(new Date(r.message.at))} about {r.vesselName}
              {r.message.hidden ? ' · hidden from the parties' : ''}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Link
                to={`/app/messages/${r.conversationId}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
              >
                <MessagesSquare className="size-4" aria-hidden /> Read the conversation
              </Link>
              {r.resolvedAt ? (
                <Badge tone={r.outcome === 'dismissed' ? 'gray' : 'red'}>
                  {outcomeText[r.outcome!]} · {dateTime.format(new Date(r.resolvedAt))}
                </Badge>
              ) : (
                <>
                  <Button size="sm" variant="secondary" disabled={resolve.isPending} onClick={() => resolve.mutate({ id: r.id, action: 'hide' })}>
                    <EyeOff className="size-4" aria-hidden /> Hide message
                  </Button>
                  <Button size="sm" variant="danger" disabled={resolve.isPending || r.message.senderSuspended} onClick={() => setSuspending(r)}>
                    <ShieldBan className="size-4" aria-hidden /> Suspend sender
                  </Button>
                  <Button size="sm" variant="ghost" disabled={resolve.isPending} onClick={() => resolve.mutate({ id: r.id, action: 'dismiss' })}>
                    <X className="size-4" aria-hidden /> Dismiss
                  </Button>
                </>
              )}
            </div>
          </Card>
        ))}
      </div>
      <ReasonDialog
        open={!!suspending}
        onOpenChange={(o) => (o ? undefined : setSuspending(null))}
        title={`Suspend ${suspending?.message.senderCompany ?? ''}`}
        description="Their sessions end now and sign-in is refused until you reinstate them from Users. The message is hidden. Their deals and records stay."
        confirmLabel="Suspend"
        danger
        pending={resolve.isPending}
        error={resolve.error?.message}
        onConfirm={(reason) => resolve.mutate({ id: suspending!.id, action: 'suspend', reason }, { onSuccess: () => setSuspending(null) })}
      />
    </section>
  );
}
