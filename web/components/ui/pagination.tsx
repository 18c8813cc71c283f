import { Button } from './button';

export function Pagination({
  page,
  pageSize,
  total,
  capped,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 px-1 py-3 text-sm text-slate-600">
      <p>
        {from.toLocaleString()}–{to.toLocaleString()} of {total.toLocaleString()}
        {capped ? '+' : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages && !capped} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
