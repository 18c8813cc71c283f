import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sessionCookie = {
  name: 'better-auth.session_token',
  securePrefix: '__Secure-better-auth.session_token',
};

const sections: LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files that a website asks your browser to store and send back on later visits. They can be used to keep you signed in,
        or by other companies to track what you do across websites. Fairlead uses them only for the first purpose.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookie we use',
    body: (
      <>
        <p>
          When you sign in, we set one strictly necessary session cookie. Without it, the site cannot tell that the next page you open is requested by
          the same signed-in user. Visitors who do not sign in receive no cookies from us.
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Cookie table, scrolls sideways">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Cookies set by Fairlead</caption>
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="align-top">
                <th scope="row" className="px-4 py-3 font-mono text-xs font-normal text-slate-900">
                  {sessionCookie.name}
                  <span className="mt-1 block font-sans text-slate-600">({sessionCookie.securePrefix} on the live site)</span>
                </th>
                <td className="px-4 py-3">
                  Keeps you signed in securely. Set only after sign-in; HttpOnly, so scripts cannot read it; sent only to Fairlead over HTTPS, with
                  SameSite=Lax.
                </td>
                <td className="px-4 py-3">Up to 30 days, renewed while you use Fairlead. Deleted when you sign out.</td>
              </tr>
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'what-we-do-not-use',
    title: 'What we do not use',
    body: (
      <ul>
        <li>No analytics or statistics cookies.</li>
        <li>No advertising, retargeting or social media cookies.</li>
        <li>No third-party cookies, tracking pixels or browser fingerprinting.</li>
        <li>No local storage used to identify or follow you.</li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'Why there is no cookie banner',
    body: (
      <p>
        Under the Privacy and Electronic Communications Regulations 2003, cookies that are strictly necessary to provide a service you request, such
        as staying signed in, do not need consent. Because we use no other cookies, we do not need to ask. If we ever want to use a cookie that is not
        strictly necessary, we will ask for your consent first and update this notice.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'How to control cookies',
    body: (
      <p>
        You can view and delete cookies in your browser settings, and block them for this site. If you block the session cookie, you can still read
        our public pages, but you will not be able to sign in.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <a href="mailto:chartering@fairlead.example">chartering@fairlead.example</a>. How we handle personal data more generally is explained
        in our <Link to="/privacy">privacy notice</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  usePageTitle('Cookie notice');
  return (
    <LegalPage
      eyebrow="Legal"
      title="Cookie notice"
      updated="1 November 2026"
      intro={<p>Fairlead uses only strictly necessary session cookies. We do not use tracking, analytics or advertising cookies.</p>}
      sections={sections}
    />
  );
}
