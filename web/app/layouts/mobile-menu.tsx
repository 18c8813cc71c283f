import { Link } from 'react-router';
import type { Role } from '../../../common/accounts/schemas';
import { buttonClass } from '../../components/ui/button';
import { cargoLinks, serviceLinks, vesselLinks, type NavLink } from './nav-links';

function Section({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className="block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100">
          {l.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * Always in the page, hidden until its button opens it: a visitor's first tap opens it before the app has loaded
 * (web/app/hydrate-on-intent.ts shows what a held menu button controls), and its links are plain links.
 */
export function MobileMenu({ role, signedIn, hidden }: { role?: Role; signedIn: boolean; hidden: boolean }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" hidden={hidden} className="border-t border-slate-200 bg-white lg:hidden">
      <div className="container-page space-y-1 py-3">
        <Section title="Vessels" links={vesselLinks(role)} />
        <Section title="Cargoes" links={cargoLinks(role)} />
        <Section title="Services" links={serviceLinks} />
        <div className="border-t border-slate-100 pt-2">
          <Link to="/about" className="block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100">
            About Us
          </Link>
          <Link to="/contact" className="block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100">
            Contact
          </Link>
          {role === 'admin' ? (
            <Link to="/app/admin" className="block rounded-md px-3 py-2 text-base font-semibold text-navy-900 hover:bg-slate-100">
              Admin Panel
            </Link>
          ) : null}
        </div>
        <div className="flex gap-2 border-t border-slate-100 pt-3">
          {signedIn ? (
            <>
              <Link to="/app/dashboard" className={buttonClass('primary', 'md') + ' flex-1'}>
                Dashboard
              </Link>
              <Link to="/app/profile" className={buttonClass('secondary', 'md') + ' flex-1'}>
                Profile
              </Link>
              <Link to="/logout" className={buttonClass('secondary', 'md') + ' flex-1'}>
                Logout
              </Link>
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClass('secondary', 'md') + ' flex-1'}>
                Login
              </Link>
              <Link to="/register" className={buttonClass('accent', 'md') + ' flex-1'}>
                Get Started
              </Link>
            </>
          )}
        </div>
      </div>
    </nav>
  );
}
