import { LogOut, Menu, Search, Settings, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { buttonClass } from '../../components/ui/button';
import { NavMenu } from '../../components/ui/nav-menu';
import { useMe } from '../../lib/me';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { cn } from '../../lib/cn';
import { MobileMenu } from './mobile-menu';
import { cargoLinks, serviceLinks, vesselLinks } from './nav-links';

const topLink = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-navy-900', isActive ? 'text-navy-900' : 'text-slate-700');

export function Header() {
  const { me: profile } = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const isAdmin = profile?.role === 'admin';

  return (
    <header className="sticky top-0 z-30 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          <NavMenu label="Vessels menu" trigger="Vessels" items={vesselLinks(profile?.role)} />
          <NavMenu label="Cargoes menu" trigger="Cargoes" items={cargoLinks(profile?.role)} />
          <NavMenu label="Services menu" trigger="Services" items={serviceLinks} />
          <NavLink to="/about" className={topLink}>
            About Us
          </NavLink>
          <NavLink to="/contact" className={topLink}>
            Contact
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {profile ? (
            <>
              <Link to="/vessels" aria-label="Search vessels" className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-navy-900">
                <Search className="size-5" aria-hidden />
              </Link>
              <NotificationBell />
              {isAdmin ? (
                <NavLink to="/app/admin" className={cn(topLink({ isActive: false }), 'hidden lg:inline-flex')}>
                  Admin
                </NavLink>
              ) : null}
              <Link to="/app/dashboard" className={cn(buttonClass('primary', 'sm'), 'hidden sm:inline-flex')}>
                Dashboard
              </Link>
              <nav aria-label="Account" className="hidden lg:block">
                <NavMenu
                  label="Profile menu"
                  align="end"
                  trigger={<span className="max-w-32 truncate">{profile.companyName ?? profile.name}</span>}
                  items={[
                    { label: 'Profile', to: '/app/profile', icon: <User className="size-4" aria-hidden /> },
                    { label: 'Settings', to: '/app/settings', icon: <Settings className="size-4" aria-hidden /> },
                    { label: 'Logout', to: '/logout', icon: <LogOut className="size-4" aria-hidden /> },
                  ]}
                />
              </nav>
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to="/login" className={buttonClass('ghost', 'sm')}>
                Login
              </Link>
              <Link to="/register" className={buttonClass('accent', 'sm')}>
                Get Started
              </Link>
            </div>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      <MobileMenu role={profile?.role} signedIn={!!profile} hidden={!menuOpen} />
    </header>
  );
}
