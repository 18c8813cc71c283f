import { MessagesSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConversations, useMyRole } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';

/**
 * /app/messages and /app/messages/:id. Wide screens: the list beside the open conversation. Phones: the list, or
 * the conversation with a way back.
 */
export default function MessagesPage() {
  const { id } = useParams();
  const role = useMyRole();
  // Members' conversations are theirs: an admin reads one only once a message in it is reported.
  const adminLooking = role === 'admin';
  const { data, isPending, isError } = useConversations(!!role && !adminLooking);
  usePageTitle(data?.unread ? `Messages (${data.unread})` : 'Messages');

  return (
    <section>
      <h1 className={cn('text-2xl font-bold text-navy-900', id && 'max-lg:sr-only')}>Messages</h1>
      <p className={cn('mt-1 text-sm text-slate-600', id && 'max-lg:hidden')}>
        Talk to owners and charterers directly. Every message stays on the record of its deal.
      </p>
      {adminLooking ? (
        <Alert tone="info" className="mt-4">
          Conversations between members are private. An admin reads a conversation only when one of its messages is reported.
        </Alert>
      ) : isError ? (
        <Alert className="mt-4">Your conversations could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      <div className="mt-4 grid h-[calc(100dvh-13rem)] min-h-[28rem] overflow-hidden rounded-xl border border-slate-200 bg-white lg:grid-cols-[20rem_1fr]">
        <div className={cn('min-h-0 overflow-y-auto border-slate-200 lg:border-r', id && 'max-lg:hidden')}>
          {adminLooking ? null : isPending ? (
            <div className="space-y-3 p-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          ) : data && data.items.length > 0 ? (
            <ConversationList items={data.items} />
          ) : (
            <Empty />
          )}
        </div>
        <div className={cn('min-h-0', !id && 'max-lg:hidden')}>
          {id ? (
            <ConversationView id={id} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-slate-500">
              <MessagesSquare className="size-8" aria-hidden />
              <p className="text-sm">Choose a conversation to read it.</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function Empty() {
  return (
    <div className="space-y-3 p-6 text-sm text-slate-600">
      <p className="font-medium text-slate-800">No conversations yet</p>
      <p>Charterers message an owner from a ship’s page; every deal has its own thread.</p>
      <Link to="/vessels" className={buttonClass('secondary', 'sm')}>
        Browse vessels
      </Link>
    </div>
  );
}
