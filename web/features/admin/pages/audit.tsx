import { useState } from 'react';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ExportLink } from '../../../components/export-link';
import { Pagination } from '../../../components/ui/pagination';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecords } from '../api/records';

/** Shows only the fields an action changed, before → after. */
function changes(before: unknown, after: unknown): string {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return '';
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.keys(a)
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => `${k}: ${JSON.stringify(b[k] ?? null)} → ${JSON.stringify(a[k])}`)
    .join('; ');
}

/** A short name for a user agent; the whole string is in the tooltip. */
function browserName(agent: string): string {
  const known = /(Edg|Firefox|Chrome|Safari|curl|node)\/[\d.]+/.exec(agent);
  return known ? known[0].replace('Edg/', 'Edge/') : agent.slice(0, 40);
}

export default function AdminAuditPage() {
  usePageTitle('Audit log · Admin');
  const [page, setPage] = useState(1);
  const { data, isError } = useRecords('audit', page);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Audit log</h1>
          <p className="mt-1 text-sm text-slate-600">Every admin action and state change, written in the same transaction as the change itself.</p>
        </div>
        <ExportLink path="/api/admin/exports/audit.csv" />
      </div>
      {isError ? <Alert className="mt-4">The audit log could not be loaded.</Alert> : null}
      {/* Focusable and named: a keyboard user can scroll the table sideways when it is wider than the screen. */}
      <Card className="mt-4">
        <div
          className="overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-sea-600"
          tabIndex={0}
          role="region"
          aria-label="Audit log entries"
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Record
                </th>
                <th scope="col" className="px-4 py-3">
                  Change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {!data ? (
                <tr>
                  <td colSpan={5} className="px-4 py-3">
                    <Skeleton className="h-24 w-full" />
                  </td>
                </tr>
              ) : (
                data.items.map((e) => (
                  <tr key={e.id} className="align-top">
                    <td className="whitespace-nowrap px-4 py-3 text-slate-600">{new Date(e.createdAt).toLocaleString()}</td>
                    <td className="px-4 py-3">
                      {e.actorEmail ?? (e.actorId ? e.actorId.slice(0, 8) : 'system')}
                      {e.ip ? (
                        <span className="mt-0.5 block text-xs text-slate-500" title={e.userAgent ?? undefined}>
                          from {e.ip}
                          {e.userAgent ? ` · ${browserName(e.userAgent)}` : ''}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 font-medium">{e.action}</td>
                    <td className="px-4 py-3">
                      <code className="text-xs">
                        {e.entity} {e.entityId.slice(0, 8)}
                      </code>
                    </td>
                    <td className="max-w-md px-4 py-3 text-xs text-slate-700">{changes(e.before, e.after) || '—'}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Card>
      {data ? <Pagination page={page} pageSize={25} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
