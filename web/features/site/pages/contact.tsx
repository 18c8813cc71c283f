import { Mail, MapPin, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/feedback';
import { claim } from '../../../../common/site/claims';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { textLink } from '../components/styles';

const channels = [
  { Icon: Mail, label: 'E-mail', value: 'chartering@fairlead.example', href: 'mailto:chartering@fairlead.example' },
  { Icon: MessageSquareText, label: 'Contact form', value: 'On this page: we confirm receipt by e-mail at once' },
  { Icon: MapPin, label: 'Office', value: 'Fairlead Ltd, 21 St Mary Axe, London EC3A 8EP, United Kingdom' },
];

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to our chartering desk"
        intro={
          <p>Questions about listing a ship, fixing a charter, verification or escrow? Write to us: people who know chartering answer by e-mail.</p>
        }
      />
      <section aria-label="Contact details and form" className="bg-navy-50 py-14 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div className="space-y-6">
            <Card className="p-6">
              <h2 className="text-xl font-semibold text-navy-900">Reach us directly</h2>
              <p className="mt-2 text-slate-700">{claim('contactForm').text}</p>
              <ul className="mt-5 space-y-5">
                {channels.map(({ Icon, label, value, href }) => (
                  <li key={label} className="flex gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-sea-300" aria-hidden>
                      <Icon className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-slate-600">{label}</p>
                      <p className="mt-0.5 break-words text-slate-900">
                        {href ? (
                          <a href={href} className="font-medium text-navy-900 underline-offset-2 hover:underline">
                            {value}
                          </a>
                        ) : (
                          value
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
            <div className="rounded-xl border border-amber-200 bg-amber-50 p-6">
              <h2 className="text-base font-semibold text-amber-900">Asked to pay to a new bank account?</h2>
              <p className="mt-2 text-sm leading-relaxed text-amber-900">
                Do not pay. Fairlead never changes payout details by e-mail: a change needs the owner’s password, a link e-mailed to the address on
                file and a 48-hour wait that both sides are told about. Report the message in its thread on Fairlead, or write to us here.{' '}
                <Link to="/safety" className="font-semibold underline underline-offset-2">
                  How we prevent payment fraud
                </Link>
              </p>
            </div>
          </div>
          <Card className="p-6 sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold text-navy-900">
              Send us a message
            </h2>
            <p className="mt-2 text-slate-700">
              We confirm receipt by e-mail straight away. Looking for quick answers? Try the{' '}
              <Link to="/faq" className={textLink}>
                FAQ
              </Link>
              .
            </p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </Card>
        </div>
      </section>
    </>
  );
}
