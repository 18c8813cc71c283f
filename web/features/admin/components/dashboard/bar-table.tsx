import { formatCount } from './format';

type Row = { label: string; value: number };

/**
 * A categorical chart that is its own accessible table: one row per category, the bar drawn inside the number's
 * cell (hidden from screen readers, which read the number). Bars are scaled to the largest row, or to `max`.
 */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  max,
  share,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: Row[];
  max?: number;
  /** A third column: each row as a percent of this figure (the funnel: of the deals opened). */
  share?: { header: string; of: number };
}) {
  const top = max ?? Math.max(0, ...rows.map((r) => r.value));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <th scope="col" className="w-2/5 py-2 pr-3 font-semibold">
            {labelHeader}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {valueHeader}
          </th>
          {share ? (
            <th scope="col" className="w-16 py-2 pl-3 text-right font-semibold">
              {share.header}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
              {r.label}
            </th>
            <td className="py-2">
              <div className="flex items-center gap-3">
                <div aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                  <div className="h-full rounded-full bg-navy-600" style={{ width: `${top ? (r.value / top) * 100 : 0}%` }} />
                </div>
                <span className="w-12 text-right font-semibold tabular-nums text-navy-900">{formatCount(r.value)}</span>
              </div>
            </td>
            {share ? (
              <td className="py-2 pl-3 text-right tabular-nums text-slate-600">{share.of ? `${Math.round((r.value / share.of) * 100)}%` : '–'}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
