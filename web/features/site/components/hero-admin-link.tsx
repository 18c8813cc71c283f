import { LayoutDashboard, LogIn } from 'lucide-react';
import { Link } from 'react-router';

/** Admins go straight to their dashboard from the home hero; everyone else is offered the admin sign-in. */
export function HeroAdminLink({ isAdmin }: { isAdmin: boolean }) {
  const { to, label, Icon } = isAdmin
    ? { to: '/app/admin', label: 'Admin Dashboard', Icon: LayoutDashboard }
    : { to: '/login', label: 'Admin Login', Icon: LogIn };
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-navy-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-sea-300"
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
