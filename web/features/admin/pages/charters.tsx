import { Eye, XCircle } from 'lucide-react';
import { useState } from 'react';
import { charterTone } from '../../../../common/charters/charter-process';
import { formatMoney, shortId } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { ExportLink } from '../../../components/export-link';
import { SearchInput } from '../../../components/ui/search-input';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminAction, useAdminList, type AdminCharter } from '../api/lists';
import { DataTable, type Column } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { ReasonDialog } from '../components/reason-dialog';
import { useListState } from '../components/use-list-state';

const paymentTone = (s: string) =>
  s === 'paid out' ? 'green' : s === 'in escrow' ? 'blue' : s === 'due' ? 'yellow' : s === 'no schedule' ? 'gray' : 'red';

export default function AdminChartersPage() {
  usePageTitle('Charters · Admin');
  const list = useListState();
  const { data, isError } = useAdminList('charters', list.params);
  const [viewing, setViewing] = useState<AdminCharter | null>(null);
  const [cancelling, setCancelling] = useState<AdminCharter | null>(null);
  const cancel = useAdminAction('cancelCharter');

  const columns: Column<AdminCharter>[] = [
    { key: 'id', header: 'Charter', cell: (c) => <code className="text-xs">{shortId(c.id)}</code> },
    {
      key: 'vessel',
      header: 'Vessel',
      primary: true,
      cell: (c) => (
        <span title={c.vesselId}>
          <span className="font-medium">{c.vesselName}</span> <code className="hidden text-xs text-slate-500 2xl:inline">{shortId(c.vesselId)}</code>
        </span>
      ),
    },
    { key: 'startDate', header: 'Start', sortable: true, cell: (c) => c.startDate },
    { key: 'endDate', header: 'End', sortable: true, cell: (c) => c.endDate },
    { key: 'status', header: 'Status', sortable: true, cell: (c) => <Badge tone={charterTone(c.status)}>{c.status}</Badge> },
    { key: 'totalAmount', header: 'Total', sortable: true, className: 'text-right', cell: (c) => formatMoney(c.totalAmount, c.currency) },
    { key: 'paymentStatus', header: 'Payment', cell: (c) => <Badge tone={paymentTone(c.paymentStatus)}>{c.paymentStatus}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (c) => (
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" aria-label={`View charter ${shortId(c.id)}`} onClick={() => setViewing(c)}>
            <Eye className="size-4" aria-hidden />
          </Button>
          {c.actions.includes('cancel') ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Cancel charter ${shortId(c.id)}`}
              onClick={() => setCancelling(c)}
            >
              <XCircle className="size-4" aria-hidden />
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Charters</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <SearchInput
            label="Search charters by vessel id or status"
            placeholder="Search vessel id or status"
            value={list.search}
            onChange={list.setSearch}
          />
        </div>
        <ExportLink path="/api/admin/exports/charters.csv" query={{ q: list.params.q, sort: list.params.sort, dir: list.params.dir }} />
      </div>
      {isError ? <Alert className="mt-4">Charters could not be loaded.</Alert> : null}
      <div className="mt-4">
        <DataTable
          label="Charters"
          columns={columns}
          rows={data?.items}
          rowKey={(c) => c.id}
          sort={list.params.sort}
          dir={list.params.dir}
          onSort={list.toggleSort}
          empty="No charters match your search."
        />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} capped={data.capped} onPage={list.setPage} /> : null}
      <Dialog
        open={!!viewing}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? `Charter ${shortId(viewing.id)}` : 'Charter'}
        description="Charter record"
      >
        {viewing ? (
          <DetailList
            rows={[
              ['Charter id', viewing.id],
              ['Vessel', `${viewing.vesselName ?? ''} (${viewing.vesselId})`],
              ['Owner', viewing.ownerCompany],
              ['Charterer', viewing.chartererCompany],
              ['Period', `${viewing.startDate} to ${viewing.endDate}`],
              [
                'Status',
                <Badge key="s" tone={charterTone(viewing.status)}>
                  {viewing.status}
                </Badge>,
              ],
              ['Total', formatMoney(viewing.totalAmount, viewing.currency)],
              ['Payment', viewing.paymentStatus],
              ['Cancellation reason', viewing.cancelReason],
              ['Created', new Date(viewing.createdAt).toLocaleString()],
            ]}
          />
        ) : null}
      </Dialog>
      <ReasonDialog
        open={!!cancelling}
        onOpenChange={(o) => {
          if (!o) {
            setCancelling(null);
            cancel.reset();
          }
        }}
        title={cancelling ? `Cancel charter ${shortId(cancelling.id)}` : 'Cancel charter'}
        description="Both the owner and the charterer are told, with your reason. This cannot be undone."
        confirmLabel="Cancel charter"
        danger
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason }, { onSuccess: () => setCancelling(null) })}
      />
    </section>
  );
}
