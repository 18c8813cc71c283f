import { Eye, RefreshCw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, shortId } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminList, type AdminPayment } from '../api/lists';
import { DataTable, type Column } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { useListState } from '../components/use-list-state';

const tone = (s: string) => (s === 'completed' ? 'green' : s === 'pending' ? 'yellow' : s === 'failed' ? 'red' : 'gray');
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const notYet = 'Retries and refunds arrive with escrow payments; until then the card provider’s dashboard handles them.';

export default function AdminPaymentsPage() {
  usePageTitle('Payments · Admin');
  const list = useListState();
  const { data, isError } = useAdminList('payments', list.params);
  const [viewing, setViewing] = useState<AdminPayment | null>(null);

  const columns: Column<AdminPayment>[] = [
    { key: 'intent', header: 'Intent', cell: (p) => <code className="text-xs">{shortId(p.providerIntentId)}</code> },
    { key: 'charter', header: 'Charter', cell: (p) => <span><code className="text-xs">{shortId(p.charterId)}</code> <span className="text-xs text-slate-500">{p.vesselName}</span></span> },
    { key: 'amount', header: 'Amount', sortable: true, className: 'text-right', cell: (p) => `${formatMoney(p.amount, p.currency)} ${p.currency}` },
    { key: 'status', header: 'Status', sortable: true, cell: (p) => <Badge tone={tone(p.status)}>{p.status}</Badge> },
    { key: 'createdAt', header: 'Date', sortable: true, cell: (p) => dateTime.format(new Date(p.createdAt)) },
    {
      key: 'actions', header: 'Actions', className: 'text-right',
      cell: (p) => (
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" aria-label={`View payment ${shortId(p.providerIntentId)}`} onClick={() => setViewing(p)}><Eye className="size-4" aria-hidden /></Button>
          {p.status === 'failed' ? <Button size="sm" variant="ghost" disabled title={notYet} aria-label={`Retry payment (not available yet)`}><RefreshCw className="size-4" aria-hidden /></Button> : null}
          {p.status === 'completed' ? <Button size="sm" variant="ghost" disabled title={notYet} aria-label={`Refund payment (not available yet)`}><Undo2 className="size-4" aria-hidden /></Button> : null}
        </div>
      ),
    },
  ];

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Payments</h1>
      <p className="mt-1 text-sm text-slate-600">{notYet}</p>
      <div className="mt-4"><SearchInput label="Search payments by charter id or status" placeholder="Search charter id or status" value={list.search} onChange={list.setSearch} /></div>
      {isError ? <Alert className="mt-4">Payments could not be loaded.</Alert> : null}
      <div className="mt-4">
        <DataTable label="Payments" columns={columns} rows={data?.items} rowKey={(p) => p.id} sort={list.params.sort} dir={list.params.dir} onSort={list.toggleSort} empty="No payments match your search." />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} capped={data.capped} onPage={list.setPage} /> : null}
      <Dialog open={!!viewing} onOpenChange={(o) => !o && setViewing(null)} title={viewing ? `Payment ${shortId(viewing.providerIntentId)}` : 'Payment'} description="Payment record">
        {viewing ? (
          <DetailList rows={[
            ['Payment id', viewing.id], ['Provider intent', viewing.providerIntentId], ['Charter', viewing.charterId], ['Vessel', viewing.vesselName], ['Charterer', viewing.chartererCompany],
            ['Amount', `${formatMoney(viewing.amount, viewing.currency)} ${viewing.currency}`], ['Status', viewing.status], ['Date', dateTime.format(new Date(viewing.createdAt))],
          ]} />
        ) : null}
      </Dialog>
    </section>
  );
}
