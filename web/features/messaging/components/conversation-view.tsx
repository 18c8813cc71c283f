import { ArrowLeft, Check, CheckCheck, Download, EyeOff, FileText, Flag, Handshake, ShieldAlert } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dealStageLabels } from '../../../../common/charters/deal-process';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { useConversation, useMarkConversationRead, type ConversationDetail, type Message } from '../api/conversations';
import { Composer } from './composer';
import { ReportDialog } from './report-dialog';
import { clockTime, dayKey, dayLabel, sizeText } from './when';

/** One conversation: who and which ship, the messages by day, and the composer. Opening it marks it read. */
export function ConversationView({ id }: { id: string }) {
  const { data, isPending, isError } = useConversation(id);
  const markRead = useMarkConversationRead(id);
  const [reporting, setReporting] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = data?.messages.length ?? 0;

  useEffect(() => {
    if (data?.unread && data.myParty && !markRead.isPending) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new unread count, not per render
  }, [data?.unread, data?.myParty]);
  // A block, not an arrow's value: newer browsers return a promise from scrollIntoView, which React would call on cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, id]);

  if (isError) return <Alert className="m-4">This conversation could not be loaded. It may not be yours, or the connection failed.</Alert>;
  if (isPending || !data) return <ViewSkeleton />;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <Header c={data} />
      {data.contactsHidden ? (
        <p className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          E-mail addresses, phone numbers and links are hidden for both sides until the deal is fixed, so that every term agreed stays on the record.
        </p>
      ) : null}
      <div
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${data.counterpart}`}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4"
      >
        {data.messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">No messages yet. Say what you need: cargo, ports, dates.</p>
        ) : null}
        {data.messages.map((m, i) => (
          <Fragment key={m.id}>
            {i === 0 || dayKey(data.messages[i - 1].at) !== dayKey(m.at) ? <DaySeparator iso={m.at} /> : null}
            <Bubble m={m} onReport={data.myParty ? () => setReporting(m.id) : undefined} />
          </Fragment>
        ))}
        <div ref={end} />
      </div>
      {data.myParty ? (
        <Composer key={id} conversationId={id} />
      ) : (
        <p className="border-t border-slate-200 bg-white p-3 text-sm text-slate-600">
          You are reading this conversation because a message in it was reported.
        </p>
      )}
      <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function Header({ c }: { c: ConversationDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
      <Link to="/app/messages" className="rounded-md p-1 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label="All conversations">
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-navy-900">{c.counterpart}</h2>
        <p className="truncate text-xs text-slate-600">
          <Link to={`/vessels/${c.vessel.id}`} className="underline-offset-2 hover:underline">
            {c.vessel.name}
          </Link>
          {c.deal ? ` · ${dealStageLabels[c.deal.stage]}` : ' · Before any deal'}
        </p>
      </div>
      {/* The whole thread with UTC times, as a text file for the party's records or an arbitrator (#29). */}
      <a href={`/api/conversations/${c.id}/export`} download className={buttonClass('secondary', 'sm')}>
        <Download className="size-4" aria-hidden /> <span className="max-sm:sr-only">Download the thread</span>
      </a>
      {c.deal ? (
        <Link to={`/app/deals/${c.deal.id}`} className={buttonClass('secondary', 'sm')}>
          <Handshake className="size-4" aria-hidden /> <span className="max-sm:sr-only">Open the deal</span>
        </Link>
      ) : c.myParty === 'charterer' ? (
        <Link to={`/app/deals/new?vessel=${c.vessel.id}`} className={buttonClass('accent', 'sm')}>
          Send enquiry
        </Link>
      ) : null}
    </div>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  return (
    <div className="flex items-center gap-3 py-1" role="separator" aria-label={dayLabel(iso)}>
      <span className="h-px flex-1 bg-slate-200" />
      <span className="text-xs font-medium text-slate-500">{dayLabel(iso)}</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

function Bubble({ m, onReport }: { m: Message; onReport?: () => void }) {
  return (
    <div className={cn('group flex', m.fromMe ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] sm:max-w-[70%]')}>
        {!m.fromMe ? <p className="mb-0.5 text-xs font-medium text-slate-600">{m.senderCompany}</p> : null}
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm shadow-xs',
            m.fromMe ? 'rounded-br-sm bg-navy-900 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200',
          )}
        >
          {m.hidden ? (
            <p className="flex items-center gap-1.5 italic opacity-80">
              <EyeOff className="size-4" aria-hidden /> This message was hidden by Fairlead.
            </p>
          ) : (
            <>
              {m.attachments.map((a) => (
                <a
                  key={a.id}
                  href={a.url}
                  download={a.name}
                  className={cn(
                    'mb-1 flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sea-600',
                    m.fromMe ? 'bg-white/10' : 'bg-slate-100',
                  )}
                >
                  <FileText className="size-4 shrink-0" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{a.name}</span>
                  <span className="shrink-0 text-xs opacity-80">{sizeText(a.size)}</span>
                </a>
              ))}
              {m.body ? <p className="whitespace-pre-wrap break-words">{m.body}</p> : null}
            </>
          )}
        </div>
        <div className={cn('mt-0.5 flex items-center gap-2 text-xs text-slate-500', m.fromMe ? 'justify-end' : 'justify-start')}>
          <time dateTime={m.at}>{clockTime(m.at)}</time>
          {m.masked ? <span>contact details hidden</span> : null}
          {m.fromMe ? (
            m.read ? (
              <span className="inline-flex items-center gap-0.5 text-sea-700">
                <CheckCheck className="size-3.5" aria-hidden /> Read
              </span>
            ) : (
              <span className="inline-flex items-center gap-0.5">
                <Check className="size-3.5" aria-hidden /> Delivered
              </span>
            )
          ) : onReport && !m.hidden ? (
            <button
              type="button"
              onClick={onReport}
              className="inline-flex items-center gap-0.5 rounded px-1 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-sea-600"
            >
              <Flag className="size-3" aria-hidden /> Report
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function ViewSkeleton() {
  return (
    <div className="space-y-4 p-4" aria-busy="true" aria-label="Loading the conversation">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="ml-auto h-14 w-2/3 rounded-2xl" />
      <Skeleton className="h-14 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}
