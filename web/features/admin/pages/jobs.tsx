import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobs, useRetryJob, type AdminJob, type JobStatus } from '../api/jobs';
import { DataTable, type Column } from '../components/data-table';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const tabs: { status: JobStatus; label: string }[] = [
  { status: 'failed', label: 'Failed' },
  { status: 'waiting', label: 'Waiting' },
  { status: 'done', label: 'Done' },
];
const tone = { failed: 'red', waiting: 'yellow', done: 'green' } as const;

/** The job queue as an admin needs it: what failed and why, with a retry; what is waiting; what went out. */
export default function AdminJobsPage() {
  usePageTitle('Background jobs · Admin');
  const [status, setStatus] = useState<JobStatus>('failed');
  const [page, setPage] = useState(1);
  const { data, isError } = useJobs(status, page);
  const retry = useRetryJob();

  const columns: Column<AdminJob>[] = [
    {
      key: 'summary',
      header: 'Job',
      primary: true,
      className: 'whitespace-normal',
      cell: (j) => (
        <>
          <p className="font-medium text-slate-900">{j.summary}</p>
          <p className="text-xs text-slate-500">
            {j.kind} · #{j.id}
          </p>
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (j) => <Badge tone={tone[j.status]}>{j.status}</Badge> },
    { key: 'attempts', header: 'Attempts', cell: (j) => `${j.attempts} of ${j.maxAttempts}` },
    { key: 'lastError', header: 'Last error', className: 'whitespace-normal max-w-sm', cell: (j) => j.lastError ?? '—' },
    { key: 'when', header: status === 'waiting' ? 'Runs at' : 'When', cell: (j) => dateTime.format(new Date(j.failedAt ?? j.doneAt ?? j.runAt)) },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (j) =>
        j.status === 'failed' ? (
          <Button size="sm" variant="secondary" aria-label={`Retry job ${j.id}`} disabled={retry.isPending} onClick={() => retry.mutate(j.id)}>
            <RotateCcw className="size-4" aria-hidden /> Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <section>
      <h1 className="text-2xl font-bold text-navy-900">Background jobs</h1>
      <p className="mt-1 text-sm text-slate-600">
        E-mail and deadlines run here, outside the requests that cause them. A job that keeps failing stops after its last attempt and waits for you.
      </p>
      <div role="group" aria-label="Show jobs that are" className="mt-4 inline-flex rounded-lg bg-slate-100 p-1 text-sm">
        {tabs.map((t) => (
          <button
            key={t.status}
            type="button"
            aria-pressed={status === t.status}
            onClick={() => {
              setStatus(t.status);
              setPage(1);
            }}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-sea-600',
              status === t.status ? 'bg-white text-navy-900 shadow-xs' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            {t.label} <span className="tabular-nums text-slate-600">{data ? data.counts[t.status].toLocaleString('en-US') : ''}</span>
          </button>
        ))}
      </div>
      {isError ? <Alert className="mt-4">The jobs could not be loaded.</Alert> : null}
      {retry.error ? <Alert className="mt-4">{retry.error.message}</Alert> : null}
      <div className="mt-4">
        <DataTable
          label="Background jobs"
          columns={columns}
          rows={data?.items}
          rowKey={(j) => String(j.id)}
          empty={status === 'failed' ? 'No failed jobs. Everything went out.' : 'No jobs here.'}
        />
      </div>
      {data ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </section>
  );
}
