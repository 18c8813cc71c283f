import { Anchor, CalendarClock, Hourglass, Inbox, Landmark, MessageSquare, Ship } from 'lucide-react';
import { Link } from 'react-router';
import { formatAmount } from '../../../../common/payments/money';
import { Alert, Card } from '../../../components/ui/feedback';
import { StatTile as Tile } from '../../../components/ui/stat-tile';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboardSummary, useMyProfile } from '../api/accounts';
import { AgentCalls } from '../components/agent-calls';

type Held = { currency: string; amount: number }[];
const money = (h: Held[number]) => `${formatAmount(h.amount, h.currency)} ${h.currency}`;
/** Amounts in different currencies are never added: the first is the figure, any others are named below it. */
const escrowFigure = (held: Held) => (held.length === 0 ? 0 : money(held[0]));
const escrowHint = (held: Held | undefined) =>
  held && held.length > 1 ? `Also ${held.slice(1).map(money).join(', ')}` : 'Paid in on your deals, not yet released';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: profile } = useMyProfile();
  const { data: summary, isError } = useDashboardSummary();
  const owner = profile?.role === 'owner';

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">{profile ? `Welcome, ${profile.name}` : 'Dashboard'}</h1>
      <p className="mt-1 h-5 text-sm text-slate-600">{profile?.companyName}</p>

      {profile && !profile.verified ? (
        <Alert tone="info" className="mt-6">
          <p className="font-semibold">Your company is not verified yet</p>
          <p className="mt-1">
            Counterparties trust verified companies first{owner ? ', and your vessels appear in search only once you are verified' : ''}. Add your
            company registration number and contact details in your profile, then{' '}
            <Link to="/contact" className="font-medium underline">
              send us your certificate of incorporation
            </Link>
            . Our team verifies most companies within one business day.
          </p>
        </Alert>
      ) : null}
      {isError ? <Alert className="mt-6">Your figures could not be loaded. Reload the page to try again.</Alert> : null}

      {/* The figures of the member's work; a ship's count only for an owner, who lists ships (#25). */}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          label="Open enquiries"
          value={summary?.openEnquiries}
          hint="Enquiries and offers still being negotiated"
          icon={<Inbox className="size-5" aria-hidden />}
          to="/app/deals?stage=open"
        />
        <Tile
          label="On subjects"
          value={summary?.onSubjects}
          hint="Main terms agreed, subjects still to lift"
          icon={<Hourglass className="size-5" aria-hidden />}
          to="/app/deals?stage=on_subjects"
        />
        <Tile
          label="Deadlines today"
          value={summary?.deadlinesToday}
          hint="Replies, subjects and payments due from you before midnight UTC"
          icon={<CalendarClock className="size-5" aria-hidden />}
          to="/app/deals"
        />
        <Tile
          label="Held in escrow"
          value={summary ? escrowFigure(summary.heldInEscrow) : undefined}
          hint={escrowHint(summary?.heldInEscrow)}
          icon={<Landmark className="size-5" aria-hidden />}
          to="/app/deals?stage=fixed"
        />
        {owner ? (
          <Tile
            label="My vessels"
            value={summary?.vessels}
            hint="Ships you have listed"
            icon={<Ship className="size-5" aria-hidden />}
            to="/owner/vessels"
          />
        ) : (
          <Tile
            label="Active charters"
            value={summary?.activeCharters}
            hint="Fixed or under way: your deals"
            icon={<Anchor className="size-5" aria-hidden />}
            to="/app/deals?stage=fixed"
          />
        )}
        <Tile
          label="Messages"
          value={summary?.unreadMessages}
          hint="Unread messages from counterparties"
          icon={<MessageSquare className="size-5" aria-hidden />}
          to="/app/messages"
        />
      </div>

      <AgentCalls />

      <Card className="mt-6 p-5">
        <h2 className="font-semibold text-navy-900">Next steps</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {owner ? (
            <li>
              <Link className="text-sea-700 underline" to="/owner/vessels">
                List a vessel
              </Link>{' '}
              with its particulars, open port and open date.
            </li>
          ) : (
            <li>
              <Link className="text-sea-700 underline" to="/vessels">
                Search open tonnage
              </Link>{' '}
              by type, port and laycan, and send an enquiry from the ship’s page.
            </li>
          )}
          <li>
            Follow your{' '}
            <Link className="text-sea-700 underline" to="/app/deals">
              deals
            </Link>
            : whose move it is, and the deadlines running.
          </li>
          <li>
            Keep your{' '}
            <Link className="text-sea-700 underline" to="/app/profile">
              company profile
            </Link>{' '}
            complete: counterparties check it before they fix.
          </li>
          <li>
            Review your{' '}
            <Link className="text-sea-700 underline" to="/app/settings">
              security settings
            </Link>
            .
          </li>
        </ul>
      </Card>
    </section>
  );
}
