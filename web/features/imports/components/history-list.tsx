import { Link } from 'react-router';
import type { ImportHistory } from '../../../../common/imports/api';
import { Alert, Badge, EmptyState, Skeleton } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { fromText, outcomeOf, sourceText, subjectText, whenText } from '../format';

type Props = { history: ImportHistory | undefined; pending: boolean; error: Error | null; onPage: (page: number) => void };

/** Every e-mail the company imported, newest first (the API's order): what it was and what it became. */
export function HistoryList({ history, pending, error, onPage }: Props) {
  if (error) return <Alert>The import history could not be loaded: {error.message}</Alert>;
  if (pending || !history) {
    return (
      <ul aria-hidden className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-[5.5rem] w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (history.total === 0) {
    return (
      <EmptyState title="No e-mails imported yet">
        Paste a broker’s circular above, drop its .eml file, or forward it to your import address: every ship open and every cargo order in it becomes
        a draft for you to review before it goes on Fairlead.
      </EmptyState>
    );
  }
  return (
    <div>
      <ul aria-label="Imported e-mails" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {history.items.map((item) => {
          const outcome = outcomeOf(item);
          return (
            <li key={item.id} className="flex min-h-[5.5rem] flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0 space-y-1">
                <Link to={`/app/import/${item.id}`} className="block break-words font-semibold text-navy-900 underline-offset-2 hover:underline">
                  {subjectText(item.subject)}
                </Link>
                <p className="break-words text-sm text-slate-600">From {fromText(item.from)}</p>
                <p className="text-xs text-slate-500">
                  {sourceText(item)} · {whenText(item.receivedAt)}
                </p>
                {item.notice ? <p className="text-xs text-amber-800">{item.notice}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2 sm:max-w-[45%] sm:justify-end sm:text-right">
                <Badge tone={outcome.tone}>{outcome.label}</Badge>
                {outcome.detail ? <span className="text-sm text-slate-700">{outcome.detail}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={history.page} pageSize={history.pageSize} total={history.total} onPage={onPage} />
    </div>
  );
}
