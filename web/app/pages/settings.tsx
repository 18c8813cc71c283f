import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card, Skeleton } from '../../components/ui/feedback';
import { useMyProfile } from '../../features/accounts/api/accounts';
import { ContactForm } from '../../features/accounts/components/contact-form';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { MailPreferencesForm } from '../../features/notifications/components/mail-preferences';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { usePageTitle } from '../../lib/use-page-title';

/** Settings composes the auth, notifications and accounts features: password, e-mail, contact details, sessions. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { data: profile } = useMyProfile();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">Settings</h1>
      <Card className="p-5">
        <h2 className="font-semibold text-navy-900">Password</h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">Changing it signs out every other device.</p>
        <ChangePasswordForm />
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-navy-900">E-mail</h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          What Fairlead e-mails you while you are away. Account notices (verification, security) always come.
        </p>
        <MailPreferencesForm />
      </Card>
      <Card className="p-5">
        <h2 id="saved-searches" className="font-semibold text-navy-900">
          Saved searches
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          You are told of each new cargo order or ship they would find, as your deal notices are (the e-mail setting above).
        </p>
        <SavedSearchList />
      </Card>
      {profile?.role === 'owner' ? (
        <Card className="p-5">
          <h2 className="font-semibold text-navy-900">Payout bank details</h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            Where money released from escrow is paid. After a fixture, a change waits 48 hours and your charterers are told.
          </p>
          <Link to="/app/settings/bank-details" className={buttonClass('secondary', 'md')}>
            Manage bank details
          </Link>
        </Card>
      ) : null}
      <Card className="p-5">
        <h2 className="mb-4 font-semibold text-navy-900">Contact details</h2>
        {profile ? <ContactForm profile={profile} /> : <Skeleton className="h-40 w-full" />}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-navy-900">Sessions</h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">Signing out ends your session on every browser and device at once, including this one.</p>
        <Link to="/logout" className={buttonClass('secondary', 'md')}>
          Sign out of all devices
        </Link>
      </Card>
    </section>
  );
}
