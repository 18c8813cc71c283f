import { useState } from 'react';
import { Alert, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecords } from '../api/records';

export default function AdminNewsletterPage() {
  usePageTitle('Newsletter · Admin');
  const [page, setPage] = useState(1);
  const { data, isError } = useRecords('newsletter-subscribers', page);
  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Newsletter subscribers</h1>
      {isError ? <Alert className="mt-4">Subscribers could not be loaded.</Alert> : null}
      <div className="mt-4">
        {!data ? (
          <Skeleton className="h-32 w-full" />
        ) : data.items.length === 0 ? (
          <EmptyState title="No subscribers yet" />
        ) : (
          <Card className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    E-mail
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Subscribed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((s) => (
                  <tr key={s.email}>
                    <td className="px-4 py-3">{s.email}</td>
                    <td className="px-4 py-3 text-slate-600">{new Date(s.createdAt).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </div>
      {data ? <Pagination page={page} pageSize={25} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
