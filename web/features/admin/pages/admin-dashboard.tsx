import { ClipboardList, Receipt, Ship, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminSummary } from '../api/users';

function Tile({ to, label, value, icon }: { to: string; label: string; value?: number; icon: ReactNode }) {
  return (
    <Link to={to} className="group rounded-xl">
      <Card className="h-full p-5 transition-shadow group-hover:shadow-md">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-medium text-slate-600">{label}</h2>
          <span className="rounded-lg bg-navy-50 p-2 text-navy-700">{icon}</span>
        </div>
        {value === undefined ? (
          <Skeleton className="mt-3 h-9 w-20" />
        ) : (
          <p className="mt-3 h-9 text-3xl font-bold text-navy-900" data-testid={`admin-tile-${label}`}>
            {value.toLocaleString()}
          </p>
        )}
        <p className="mt-1 text-sm font-medium text-sea-700 group-hover:underline">Manage {label.toLowerCase()} →</p>
      </Card>
    </Link>
  );
}

export default function AdminDashboardPage() {
  usePageTitle('Admin');
  const { data, isError } = useAdminSummary();
  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Admin Dashboard</h1>
      <p className="mt-1 text-sm text-slate-600">Verify companies, watch the market and keep every fixture safe.</p>
      {isError ? <Alert className="mt-6">The figures could not be loaded.</Alert> : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile to="/app/admin/users" label="Users" value={data?.users} icon={<Users className="size-5" aria-hidden />} />
        <Tile to="/app/admin/vessels" label="Vessels" value={data?.vessels} icon={<Ship className="size-5" aria-hidden />} />
        <Tile to="/app/admin/charters" label="Charters" value={data?.charters} icon={<ClipboardList className="size-5" aria-hidden />} />
        <Tile to="/app/admin/payments" label="Payments" value={data?.payments} icon={<Receipt className="size-5" aria-hidden />} />
      </div>
    </section>
  );
}
