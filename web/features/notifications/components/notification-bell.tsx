import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications } from '../api/notifications';

/** The header bell with the real number of unread notifications. */
export function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  return (
    <Link
      to="/app/notifications"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-navy-900"
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          data-testid="unread-count"
          className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
