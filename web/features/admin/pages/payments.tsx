import { useState } from 'react';
import { shortId } from '../../../../common/money';
import { paymentStateLabels, paymentStateTones } from '../../../../common/payments/labels';
import { formatAmount } from '../../../../common/payments/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExportLink } from '../../../components/export-link';
import { useAdminList, type AdminPayment } from '../api/lists';
import { usePaymentAdminAction } from '../api/payments';
import { DataTable, type Column } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { LedgerView } from '../components/ledger-view';
import { PayoutChanges } from '../components/payout-changes';
import { PayoutFlags } from '../components/payout-flags';
import { ReasonDialog } from '../components/reason-dialog';
import { RefundDialog } from '../components/refund-dialog';
import { useListState } from '../components/use-list-state';
import { sentence } from '../../../../common/sentence';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
type Acting = { payment: AdminPayment; kind: 'hold' | 'release' | 'refund' } | null;
// The buttons are the server's list for each row (from the payment lifecycle table and the instalment's charges).
const may = (p: AdminPayment, action: AdminPayment['actions'][number]) => p.actions.includes(action);

export default function AdminPaymentsPage() {
  usePageTitle('Payments · Admin');
  const list = useListState();
  const { data, isError } = useAdminList('payments', list.params);
  const [viewing, setViewing] = useState<AdminPayment | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  const action = usePaymentAdminAction();
  const close = () => {
    setActing(null);
    action.reset();
  };
  const run = (p: AdminPayment, a: Parameters<typeof action.mutate>[0]['action']) => action.mutate({ id: p.id, action: a }, { onSuccess: close });

  // Fits the content width beside the side menu at 1280 px (about 950 px) with every action named in words, not an
  // icon: the provider's intent id is in the View dialog rather than a column, a long instalment label is cut short
  // (whole in its title), and the buttons wrap rather than push the table sideways on narrower screens.
  const columns: Column<AdminPayment>[] = [
    {
      key: 'charter',
      header: 'Charter',
      primary: true,
      cell: (p) => (
        <span className="block max-w-56 whitespace-normal">
          <span className="block truncate font-medium text-slate-900" title={`${p.vesselName} · ${p.label}`}>
            {p.vesselName} · {p.label}
          </span>
          <code className="text-xs text-slate-500">{shortId(p.charterId)}</code>
        </span>
      ),
    },
    { key: 'amount', header: 'Amount', sortable: true, className: 'text-right', cell: (p) => `${formatAmount(p.amount, p.currency)} ${p.currency}` },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (p) => <Badge tone={paymentStateTones[p.status]}>{paymentStateLabels[p.status]}</Badge>,
    },
    {
      key: 'createdAt',
      header: 'Scheduled',
      sortable: true,
      cell: (p) => <span className="whitespace-nowrap">{dateOnly.format(new Date(p.createdAt))}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (p) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            className="px-2"
            aria-label={`View payment ${p.label} and the deal's ledger`}
            onClick={() => setViewing(p)}
          >
            View
          </Button>
          {may(p, 'retry') ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              aria-label={`Retry the failed charge for ${p.label}`}
              disabled={action.isPending}
              onClick={() => run(p, { kind: 'retry' })}
            >
              Retry
            </Button>
          ) : null}
          {may(p, 'hold') ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              aria-label={`Hold ${p.label} in escrow`}
              onClick={() => setActing({ payment: p, kind: 'hold' })}
            >
              Hold
            </Button>
          ) : null}
          {may(p, 'release') ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              aria-label={`Release ${p.label} to the owner`}
              onClick={() => setActing({ payment: p, kind: 'release' })}
            >
              Release
            </Button>
          ) : null}
          {may(p, 'refund') ? (
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              aria-label={`Refund ${p.label} to the charterer`}
              onClick={() => setActing({ payment: p, kind: 'refund' })}
            >
              Refund
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Payments</h1>
      <p className="mt-1 text-sm text-slate-600">
        Instalments of sealed charter parties. Money in escrow moves only by its release condition or by an action here, each with a written reason
        told to both sides.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <SearchInput
            label="Search payments by charter id or status"
            placeholder="Search charter id or status"
            value={list.search}
            onChange={list.setSearch}
          />
        </div>
        <ExportLink path="/api/admin/exports/payments.csv" query={{ q: list.params.q, sort: list.params.sort, dir: list.params.dir }} />
        <ExportLink path="/api/admin/exports/ledger.csv" label="Export ledger CSV" />
      </div>
      {isError ? <Alert className="mt-4">Payments could not be loaded.</Alert> : null}
      {action.error && !acting ? <Alert className="mt-4">{action.error.message}</Alert> : null}
      <div className="mt-4">
        <DataTable
          label="Payments"
          columns={columns}
          rows={data?.items}
          rowKey={(p) => p.id}
          sort={list.params.sort}
          dir={list.params.dir}
          onSort={list.toggleSort}
          empty="No payments match your search."
        />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} capped={data.capped} onPage={list.setPage} /> : null}
      <PayoutFlags />
      <PayoutChanges />
      <Dialog
        open={!!viewing}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? viewing.label : 'Payment'}
        description="The instalment and its deal’s ledger"
      >
        {viewing ? (
          <div className="space-y-4">
            <DetailList
              rows={[
                ['Payment id', viewing.id],
                ['Provider intent', viewing.providerIntentId],
                ['Charter', viewing.charterId],
                ['Vessel', viewing.vesselName],
                ['Charterer', viewing.chartererCompany],
                ['Amount', `${formatAmount(viewing.amount, viewing.currency)} ${viewing.currency}`],
                ['Status', paymentStateLabels[viewing.status]],
                ['Due', viewing.dueOn],
                ['Scheduled', dateTime.format(new Date(viewing.createdAt))],
                ['Hold reason', viewing.holdReason],
              ]}
            />
            <h3 className="font-semibold text-navy-900">Ledger of the deal</h3>
            <LedgerView dealId={viewing.dealId} />
          </div>
        ) : null}
      </Dialog>
      {acting && acting.kind !== 'refund' ? (
        <ReasonDialog
          open
          onOpenChange={(o) => !o && close()}
          pending={action.isPending}
          error={action.error?.message}
          title={acting.kind === 'hold' ? 'Hold in escrow' : 'Release to the owner'}
          confirmLabel={acting.kind === 'hold' ? 'Hold' : 'Release'}
          description={
            acting.kind === 'hold'
              ? `Nothing moves for ${acting.payment.label.toLowerCase()} until it is released or refunded here.`
              : `${sentence(`${formatAmount(acting.payment.amount, acting.payment.currency)} held in escrow goes to the owners${acting.payment.ownerCompany ? `, ${acting.payment.ownerCompany}` : ''}${acting.payment.status === 'on_hold' ? ', resolving the claim' : ''}`)} This cannot be undone.`
          }
          onConfirm={(reason) => run(acting.payment, { kind: acting.kind as 'hold' | 'release', reason })}
        />
      ) : null}
      {acting?.kind === 'refund' ? (
        <RefundDialog
          open
          onOpenChange={(o) => !o && close()}
          inEscrow={acting.payment.amount}
          currency={acting.payment.currency}
          pending={action.isPending}
          error={action.error?.message}
          onRefund={(input) => run(acting.payment, { kind: 'refund', ...input })}
        />
      ) : null}
    </section>
  );
}
