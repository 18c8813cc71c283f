import {
  Bell,
  ClipboardList,
  FileCheck2,
  Flag,
  Handshake,
  Gauge,
  Inbox,
  MailPlus,
  LayoutDashboard,
  Mail,
  MessagesSquare,
  Package,
  Receipt,
  Settings,
  ShieldAlert,
  Ship,
  Star,
  Timer,
  User,
  Users,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ConfirmEmailBanner } from '../../features/accounts/components/confirm-email-banner';
import { useMe } from '../../lib/me';
import { cn } from '../../lib/cn';

type Item = { to: string; label: string; icon: ReactNode; end?: boolean };

const memberItems: Item[] = [
  { to: '/app/dashboard', label: 'Dashboard', icon: <LayoutDashboard className="size-4" aria-hidden /> },
  { to: '/app/deals', label: 'Deals', icon: <Handshake className="size-4" aria-hidden /> },
  { to: '/app/messages', label: 'Messages', icon: <MessagesSquare className="size-4" aria-hidden /> },
  { to: '/app/profile', label: 'Profile', icon: <User className="size-4" aria-hidden /> },
  { to: '/app/notifications', label: 'Notifications', icon: <Bell className="size-4" aria-hidden /> },
  { to: '/app/settings', label: 'Settings', icon: <Settings className="size-4" aria-hidden /> },
];
/** A charterer's own cargo orders sit beside their deals. */
const cargoOrdersItem: Item = { to: '/app/cargoes', label: 'Cargo orders', icon: <Package className="size-4" aria-hidden /> };
/** Owners and charterers bring in the circulars brokers send them (issue #28). */
const importItem: Item = { to: '/app/import', label: 'Import circulars', icon: <MailPlus className="size-4" aria-hidden /> };
/** A company sends its registration and documents for verification (issue #29). */
const verificationItem: Item = { to: '/app/company/verification', label: 'Verification', icon: <FileCheck2 className="size-4" aria-hidden /> };
function itemsFor(role: string | undefined): Item[] {
  if (role === 'charterer')
    return [...memberItems.slice(0, 2), cargoOrdersItem, importItem, ...memberItems.slice(2, 4), verificationItem, ...memberItems.slice(4)];
  if (role === 'owner') return [...memberItems.slice(0, 2), importItem, ...memberItems.slice(2, 4), verificationItem, ...memberItems.slice(4)];
  return memberItems;
}
const adminItems: Item[] = [
  { to: '/app/admin', label: 'Overview', icon: <Gauge className="size-4" aria-hidden />, end: true },
  { to: '/app/admin/users', label: 'Users', icon: <Users className="size-4" aria-hidden /> },
  { to: '/app/admin/vessels', label: 'Vessels', icon: <Ship className="size-4" aria-hidden /> },
  { to: '/app/admin/verification', label: 'Company verification', icon: <FileCheck2 className="size-4" aria-hidden />, end: true },
  { to: '/app/admin/verification/ships', label: 'Ship certificates', icon: <FileCheck2 className="size-4" aria-hidden /> },
  { to: '/app/admin/sanctions', label: 'Sanctions screening', icon: <ShieldAlert className="size-4" aria-hidden /> },
  { to: '/app/admin/charters', label: 'Charters', icon: <ClipboardList className="size-4" aria-hidden /> },
  { to: '/app/admin/payments', label: 'Payments', icon: <Receipt className="size-4" aria-hidden /> },
  { to: '/app/admin/messages', label: 'Contact inbox', icon: <Inbox className="size-4" aria-hidden /> },
  { to: '/app/admin/reports', label: 'Reported messages', icon: <Flag className="size-4" aria-hidden /> },
  { to: '/app/admin/reviews', label: 'Reviews', icon: <Star className="size-4" aria-hidden /> },
  { to: '/app/admin/newsletter', label: 'Newsletter', icon: <Mail className="size-4" aria-hidden /> },
  { to: '/app/admin/audit', label: 'Audit log', icon: <ClipboardList className="size-4" aria-hidden /> },
  { to: '/app/admin/jobs', label: 'Background jobs', icon: <Timer className="size-4" aria-hidden /> },
];

/** On phones the links are a strip that scrolls sideways: bring the current page's link into view. */
function useCurrentLinkInView() {
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) list.scrollLeft = start - 12;
  }, [pathname]);
  return strip;
}

function SideLinks({ title, items }: { title: string; items: Item[] }) {
  const strip = useCurrentLinkInView();
  return (
    <div>
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      <ul ref={strip} className="relative flex gap-1 overflow-x-auto pb-1 pr-3 lg:flex-col lg:overflow-visible lg:pr-0">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-navy-50 text-navy-900' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The signed-in area: a side menu (a scrolling strip on phones) beside the page. */
export function MemberLayout() {
  const { me } = useMe();
  const isAdmin = me?.role === 'admin';
  const unconfirmed = me && !me.emailVerified ? me.email : null;
  return (
    <div className="container-page flex flex-col gap-6 py-6 lg:flex-row lg:py-10">
      <nav aria-label="Account" className="space-y-4 lg:w-56 lg:shrink-0 print:hidden">
        <SideLinks title="My account" items={itemsFor(me?.role)} />
        {isAdmin ? <SideLinks title="Admin" items={adminItems} /> : null}
      </nav>
      <div className="min-w-0 flex-1">
        {unconfirmed ? <ConfirmEmailBanner email={unconfirmed} /> : null}
        <Outlet />
      </div>
    </div>
  );
}
