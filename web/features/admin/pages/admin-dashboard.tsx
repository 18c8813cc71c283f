import { ClipboardList, Receipt, Ship, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/feedback';
import { StatTile } from '../../../components/ui/stat-tile';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminSummary } from '../api/users';
import { MarketplaceDashboard } from '../components/dashboard/marketplace-dashboard';

export default function AdminDashboardPage() {
  usePageTitle('Admin');
  const { data, isError } = useAdminSummary();
  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Admin Dashboard</h1>
      <p className="mt-1 text-sm text-slate-600">Verify companies, watch the market and keep every fixture safe.</p>
      {isError ? <Alert className="mt-6">The figures could not be loaded.</Alert> : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile to="/app/admin/users" label="Users" value={data?.users} icon={<Users className="size-5" aria-hidden />} hint="Manage users →" />
        <StatTile
          to="/app/admin/vessels"
          label="Vessels"
          value={data?.vessels}
          icon={<Ship className="size-5" aria-hidden />}
          hint="Manage vessels →"
        />
        <StatTile
          to="/app/admin/charters"
          label="Charters"
          value={data?.charters}
          icon={<ClipboardList className="size-5" aria-hidden />}
          hint="Manage charters →"
        />
        <StatTile
          to="/app/admin/payments"
          label="Payments"
          value={data?.payments}
          icon={<Receipt className="size-5" aria-hidden />}
          hint="Manage payments →"
        />
      </div>
      <MarketplaceDashboard />
    </section>
  );
}
