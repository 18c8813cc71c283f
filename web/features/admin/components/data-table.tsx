import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, Skeleton } from '../../../components/ui/feedback';
import { useMediaQuery } from '../../../lib/use-media-query';

/** `primary` is the column that names a row (the card's title on a phone); an `actions` column stays in view. */
export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode; sortable?: boolean; className?: string; primary?: boolean };

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  sort?: string;
  dir?: 'asc' | 'desc';
  onSort?: (key: string) => void;
  empty: string;
  label: string;
};

const stickyActions = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]';

/**
 * An admin table whose sorting runs on the server: headers only say which column and direction. From tablet
 * width up it is a table whose Actions column stays in view however wide the rest is; on a phone every row is a
 * card with each column labelled, so status and actions never scroll out of sight.
 */
export function DataTable<T>({ columns, rows, rowKey, sort, dir, onSort, empty, label }: Props<T>) {
  const actions = columns.find((c) => c.key === 'actions');
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const details = columns.filter((c) => c !== actions && c !== primary);
  // One layout in the page at a time, so each row and button exists once for people and for tests alike.
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    return (
      <Card className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-3 ${c.className ?? ''} ${c === actions ? `${stickyActions} bg-slate-50` : ''}`}
                  aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sortable && onSort ? (
                    <button type="button" onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 uppercase hover:text-navy-900">
                      {c.header}
                      {sort === c.key ? (
                        dir === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden />
                        )
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {!rows
              ? Array.from({ length: 6 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={columns.length} className="px-3 py-3">
                      <Skeleton className="h-6 w-full" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} data-testid="admin-row" className="hover:bg-slate-50/60">
                    {columns.map((c) => (
                      <td
                        key={c.key}
                        className={`whitespace-nowrap px-3 py-3 text-slate-800 ${c.className ?? ''} ${c === actions ? `${stickyActions} bg-white` : ''}`}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
            {rows && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                  {empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label={label}>
      {!rows
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-32 w-full" />
            </li>
          ))
        : rows.map((row) => (
            <li key={rowKey(row)} data-testid="admin-row">
              <Card className="p-4">
                <div className="min-w-0 text-sm font-medium text-slate-900">{primary.cell(row)}</div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  {details.map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{c.header}</dt>
                      <dd className="min-w-0 break-words text-slate-800">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? <div className="mt-3 border-t border-slate-100 pt-3">{actions.cell(row)}</div> : null}
              </Card>
            </li>
          ))}
      {rows && rows.length === 0 ? <li className="py-10 text-center text-slate-600">{empty}</li> : null}
    </ul>
  );
}
