import type { ReactNode } from 'react';

export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-3 gap-3 px-3 py-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="col-span-2 break-words text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
