import { useState } from 'react';
import { contactTopicLabels } from '../../../../common/site/schemas';
import { Alert, Card, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecords } from '../api/records';

export default function AdminMessagesPage() {
  usePageTitle('Contact inbox · Admin');
  const [page, setPage] = useState(1);
  const { data, isError } = useRecords('contact-messages', page);
  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Contact inbox</h1>
      <p className="mt-1 text-sm text-slate-600">Messages sent through the contact page, newest first. Reply from your own mailbox.</p>
      {isError ? <Alert className="mt-4">Messages could not be loaded.</Alert> : null}
      <div className="mt-4 space-y-3">
        {!data ? <Skeleton className="h-32 w-full" /> : null}
        {data?.items.length === 0 ? <EmptyState title="No messages yet" /> : null}
        {data?.items.map((m) => (
          <Card key={m.id} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {m.name} {m.company ? <span className="font-normal text-slate-600">· {m.company}</span> : null}
              </p>
              <time className="text-xs text-slate-500" dateTime={m.createdAt}>
                {new Date(m.createdAt).toLocaleString()}
              </time>
            </div>
            <p className="text-sm">
              <a className="text-sea-700 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>{' '}
              · {contactTopicLabels[m.topic as keyof typeof contactTopicLabels] ?? m.topic}
            </p>
            <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{m.message}</p>
          </Card>
        ))}
      </div>
      {data ? <Pagination page={page} pageSize={25} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
