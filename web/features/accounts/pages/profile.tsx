import { BadgeCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyProfile } from '../api/accounts';
import { ContactForm } from '../components/contact-form';

const roleLabel = { owner: 'Vessel Owner', charterer: 'Charterer', admin: 'Administrator' } as const;

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{value || <span className="text-slate-500">Not provided</span>}</dd>
    </div>
  );
}

export default function ProfilePage() {
  usePageTitle('Profile');
  const { data: profile, isPending, isError } = useMyProfile();
  const [editing, setEditing] = useState(false);

  if (isError) return <Alert>Your profile could not be loaded. Reload the page to try again.</Alert>;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Profile</h1>
        {profile && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit contact details
          </Button>
        ) : null}
      </div>
      <Card className="mt-6">
        {isPending || !profile ? ( // signed out (the page is only for members): nothing to show
          <div className="space-y-4 p-5">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : (
          <dl className="divide-y divide-slate-100">
            <Row label="Email" value={profile.email} />
            <Row label="Role" value={roleLabel[profile.role]} />
            <Row label="Company name" value={profile.companyName} />
            <Row label="Contact phone" value={profile.contactPhone} />
            <Row label="Contact address" value={profile.contactAddress} />
            <Row label="Company registration" value={profile.companyRegistration} />
            <Row
              label="Verification Status"
              value={
                profile.verified ? (
                  <Badge tone="green">
                    <BadgeCheck className="size-3.5" aria-hidden /> Verified
                  </Badge>
                ) : (
                  <Badge tone="yellow">
                    <Clock className="size-3.5" aria-hidden /> Not verified
                  </Badge>
                )
              }
            />
          </dl>
        )}
      </Card>
      {profile && editing ? (
        <Card className="mt-6 p-5">
          <h2 className="mb-4 font-semibold text-navy-900">Contact details</h2>
          <ContactForm profile={profile} onSaved={() => setEditing(false)} />
          <p className="mt-4 text-sm text-slate-600">Company name and registration are checked during verification: ask our team to change them.</p>
        </Card>
      ) : null}
    </section>
  );
}
