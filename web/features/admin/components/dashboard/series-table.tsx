import { formatBucket } from './format';

type Column = { header: string; values: number[]; format: (n: number) => string };

/**
 * The numbers of a time-series chart as a table, one row per bucket. A long period (30 days) scrolls inside its own
 * box, which takes keyboard focus so it can be scrolled without a mouse.
 */
export function SeriesTable({
  caption,
  starts,
  bucket,
  columns,
}: {
  caption: string;
  starts: string[];
  bucket: 'day' | 'week' | 'month';
  columns: Column[];
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-2.5 py-2 text-left font-semibold">
              {bucket === 'month' ? 'Month' : bucket === 'week' ? 'Week' : 'Day'}
            </th>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-2.5 py-2 text-right font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {starts.map((start, i) => (
            <tr key={start}>
              <th scope="row" className="px-2.5 py-1.5 text-left font-normal whitespace-nowrap text-slate-700">
                {formatBucket(start, bucket)}
              </th>
              {columns.map((c) => (
                <td key={c.header} className="px-2.5 py-1.5 text-right tabular-nums text-slate-900">
                  {c.format(c.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
