import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, Skeleton } from '../../../components/ui/feedback';

export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode; sortable?: boolean; className?: string };

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
  empty: string;
  label: string;
};

/** An admin table whose sorting runs on the server: headers only say which column and direction. */
export function DataTable<T>({ columns, rows, rowKey, sort, dir, onSort, empty, label }: Props<T>) {
  return (
    <Card className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={label}>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={'px-4 py-3 ' + (c.className ?? '')} aria-sort={sort === c.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                {c.sortable ? (
                  <button type="button" onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 uppercase hover:text-navy-900">
                    {c.header}
                    {sort === c.key ? dir === 'asc' ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden /> : <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />}
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
                  <td colSpan={columns.length} className="px-4 py-3"><Skeleton className="h-6 w-full" /></td>
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} data-testid="admin-row" className="hover:bg-slate-50/60">
                  {columns.map((c) => (
                    <td key={c.key} className={'whitespace-nowrap px-4 py-3 text-slate-800 ' + (c.className ?? '')}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
          {rows && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">{empty}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </Card>
  );
}
