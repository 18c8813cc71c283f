import { CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function NotificationsPage() {
  usePageTitle('Notifications');
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  return (
    <section>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Notifications</h1>
        {/* Always there (disabled with nothing unread), so the list below never moves when it loads. */}
        <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} disabled={!data || data.unread === 0 || markAll.isPending}>
          <CheckCheck className="size-4" aria-hidden /> Mark all as read
        </Button>
      </div>
      {markAll.isError || markRead.isError ? (
        <Alert className="mt-4">{(markAll.error ?? markRead.error)?.message ?? 'The notification could not be updated.'}</Alert>
      ) : null}
      <div className="mt-6">
        {isPending ? (
          <NotificationsSkeleton />
        ) : isError ? (
          <Alert>Your notifications could not be loaded. Reload the page to try again.</Alert>
        ) : data.items.length === 0 ? (
          <EmptyState title="No notifications yet">Charter requests, offers, payments and verification news will appear here.</EmptyState>
        ) : (
          <ul aria-label="Your notifications" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {data.items.map((n) => (
              <li key={n.id} className={cn('flex gap-3 px-4 py-4 sm:px-5', !n.read && 'bg-navy-50/60')} data-unread={!n.read || undefined}>
                <span aria-hidden className={cn('mt-2 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-sea-600')} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <p className={cn('text-sm text-slate-900', !n.read && 'font-semibold')}>
                      {!n.read ? <span className="sr-only">Unread: </span> : null}
                      {n.title}
                    </p>
                    <time dateTime={n.createdAt} className="text-xs text-slate-500">
                      {dateFormat.format(new Date(n.createdAt))}
                    </time>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{n.message}</p>
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                    {/* Following the notice reads it: the member has seen what it points to. */}
                    {n.link ? (
                      <Link to={n.link.path} className="text-sea-700 hover:underline" onClick={() => (n.read ? undefined : markRead.mutate(n.id))}>
                        {n.link.label}
                      </Link>
                    ) : null}
                    {!n.read ? (
                      <button type="button" className="text-sea-700 hover:underline" onClick={() => markRead.mutate(n.id)}>
                        Mark as read
                      </button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Rows shaped like the list, so nothing jumps when it arrives. */
function NotificationsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading notifications"
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-4 py-4 sm:px-5">
          <span className="mt-2 size-2 shrink-0" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="h-4 w-full max-w-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}
