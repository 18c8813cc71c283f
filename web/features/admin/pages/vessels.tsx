import { Ban, Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { shortId } from '../../../../common/money';
import { vesselTone, vesselTypeLabels, type VesselType } from '../../../../common/vessels/vessel-status';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { ExportLink } from '../../../components/export-link';
import { SearchInput } from '../../../components/ui/search-input';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminAction, useAdminList, type AdminVessel } from '../api/lists';
import { DataTable, type Column } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { ReasonDialog } from '../components/reason-dialog';
import { useListState } from '../components/use-list-state';

const typeLabel = (t: string) => vesselTypeLabels[t as VesselType] ?? t;

export default function AdminVesselsPage() {
  usePageTitle('Vessels · Admin');
  const list = useListState();
  const { data, isError } = useAdminList('vessels', list.params);
  const [viewing, setViewing] = useState<AdminVessel | null>(null);
  const [acting, setActing] = useState<{ vessel: AdminVessel; suspend: boolean } | null>(null);
  const suspend = useAdminAction('suspendVessel');
  const reinstate = useAdminAction('reinstateVessel');
  const action = acting?.suspend ? suspend : reinstate;

  const columns: Column<AdminVessel>[] = [
    { key: 'name', header: 'Name', sortable: true, cell: (v) => <span className="font-medium">{v.name}</span> },
    { key: 'type', header: 'Type', sortable: true, cell: (v) => typeLabel(v.type) },
    {
      key: 'owner',
      header: 'Owner',
      cell: (v) => (
        <span title={v.ownerId}>
          {v.ownerCompany ?? shortId(v.ownerId)} <span className="text-xs text-slate-500">{shortId(v.ownerId)}</span>
        </span>
      ),
    },
    { key: 'lengthM', header: 'Length', sortable: true, cell: (v) => `${v.lengthM.toLocaleString()} m` },
    { key: 'capacity', header: 'Capacity', sortable: true, cell: (v) => v.capacity.toLocaleString() },
    { key: 'buildYear', header: 'Built', sortable: true, cell: (v) => v.buildYear },
    { key: 'status', header: 'Status', sortable: true, cell: (v) => <Badge tone={vesselTone(v.status)}>{v.status}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (v) => (
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" aria-label={`View ${v.name}`} onClick={() => setViewing(v)}>
            <Eye className="size-4" aria-hidden />
          </Button>
          {v.status === 'suspended' ? (
            <Button size="sm" variant="ghost" aria-label={`Reinstate ${v.name}`} onClick={() => setActing({ vessel: v, suspend: false })}>
              <RotateCcw className="size-4" aria-hidden />
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Suspend ${v.name}`}
              onClick={() => setActing({ vessel: v, suspend: true })}
            >
              <Ban className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Vessels</h1>
      <p className="mt-1 text-sm text-slate-600">
        Owners add and edit their own fleet. Suspend a vessel to take it off the market, e.g. when its class or P&amp;I cover has lapsed.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <SearchInput label="Search vessels by name or type" placeholder="Search name or type" value={list.search} onChange={list.setSearch} />
        </div>
        <ExportLink path="/api/admin/exports/vessels.csv" query={{ q: list.params.q, sort: list.params.sort, dir: list.params.dir }} />
      </div>
      {isError ? <Alert className="mt-4">Vessels could not be loaded.</Alert> : null}
      <div className="mt-4">
        <DataTable
          label="Vessels"
          columns={columns}
          rows={data?.items}
          rowKey={(v) => v.id}
          sort={list.params.sort}
          dir={list.params.dir}
          onSort={list.toggleSort}
          empty="No vessels match your search."
        />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} capped={data.capped} onPage={list.setPage} /> : null}
      <Dialog open={!!viewing} onOpenChange={(o) => !o && setViewing(null)} title={viewing?.name ?? 'Vessel'} description="Vessel record">
        {viewing ? (
          <DetailList
            rows={[
              ['Vessel id', viewing.id],
              ['Type', typeLabel(viewing.type)],
              ['Owner', viewing.ownerCompany],
              ['Owner id', viewing.ownerId],
              ['Length overall', `${viewing.lengthM} m`],
              ['Capacity', viewing.capacity.toLocaleString()],
              ['Year built', viewing.buildYear],
              [
                'Status',
                <Badge key="s" tone={vesselTone(viewing.status)}>
                  {viewing.status}
                </Badge>,
              ],
              ['Listed', new Date(viewing.createdAt).toLocaleString()],
            ]}
          />
        ) : null}
      </Dialog>
      <ReasonDialog
        open={!!acting}
        onOpenChange={(o) => {
          if (!o) {
            setActing(null);
            action.reset();
          }
        }}
        title={acting?.suspend ? `Suspend ${acting.vessel.name}` : `Reinstate ${acting?.vessel.name ?? ''}`}
        description={
          acting?.suspend
            ? 'The vessel disappears from search until reinstated. The owner is told why.'
            : 'The vessel becomes available again. The owner is told why.'
        }
        confirmLabel={acting?.suspend ? 'Suspend vessel' : 'Reinstate vessel'}
        danger={acting?.suspend}
        pending={action.isPending}
        error={action.error?.message}
        onConfirm={(reason) => acting && action.mutate({ id: acting.vessel.id, reason }, { onSuccess: () => setActing(null) })}
      />
    </section>
  );
}
