import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { NewsletterForm } from '../../features/site/components/newsletter-form';

const quickLinks = [
  { label: 'Browse vessels', to: '/vessels' },
  { label: 'Available now', to: '/vessels/available' },
  { label: 'About us', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Verify a contract', to: '/verify' },
  { label: 'Contact', to: '/contact' },
];
const services = [
  { label: 'Vessel listing', to: '/services/vessel-listing' },
  { label: 'Charter booking', to: '/services/charter-booking' },
  { label: 'Document handling', to: '/services/document-handling' },
  { label: 'Payment processing', to: '/services/payment-processing' },
  { label: 'Support', to: '/services/support' },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-navy-100 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="bg-navy-900 text-navy-100 print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed">The open, commission-free marketplace where vessel owners and charterers fix charters directly.</p>
          <ul className="space-y-2 text-sm">
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              <a href="mailto:chartering@fairlead.example" className="hover:text-white">
                chartering@fairlead.example
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>21 St Mary Axe, London EC3A 8EP</span>
            </li>
          </ul>
        </div>
        <LinkList title="Quick Links" links={quickLinks} />
        <LinkList title="Services" links={services} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Newsletter</h2>
          <div className="mt-3">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Fairlead Ltd. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/terms" className="hover:text-white">
              Terms
            </Link>
            <Link to="/privacy" className="hover:text-white">
              Privacy
            </Link>
            <Link to="/cookies" className="hover:text-white">
              Cookies
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
