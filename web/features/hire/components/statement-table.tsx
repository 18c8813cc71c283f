import type { HireView } from '../api/hire';
import { usd } from './words';

type Statement = NonNullable<HireView['statement']>;

/**
 * The hire statement's lines as both parties read them: each with its basis, its amount and the party it is owed to,
 * then the totals each way and the balance. A phone shows each line as a block (label, amount and who it is owed to,
 * then its basis), so the amounts are never scrolled out of sight; a wider screen shows the table.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const { balance } = statement;
  return (
    <div className="space-y-4">
      <ol aria-label="Hire statement lines" className="divide-y divide-slate-100 text-sm sm:hidden">
        {statement.lines.map((l, i) => (
          <li key={i} className="py-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-slate-900">{l.label}</span>
              <span className="shrink-0 text-right tabular-nums text-slate-900">{usd(l.amount)}</span>
            </div>
            <p className="text-slate-600">
              {l.basis} · owed to {l.owedTo}
            </p>
          </li>
        ))}
      </ol>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Hire statement lines</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Line
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Basis
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 font-medium">
                Owed to
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {statement.lines.map((l, i) => (
              <tr key={i}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {l.label}
                </th>
                <td className="py-2 pr-3 text-slate-600">{l.basis}</td>
                <td className="py-2 pr-3 text-right tabular-nums text-slate-900">{usd(l.amount)}</td>
                <td className="py-2 text-slate-700">{l.owedTo === 'owners' ? 'Owners' : 'Charterers'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="max-w-md space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Owed to owners</dt>
          <dd className="tabular-nums">{usd(statement.owedToOwners)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Owed to charterers</dt>
          <dd className="tabular-nums">{usd(statement.owedToCharterers)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-navy-900">
          <dt>Balance</dt>
          <dd className="text-right tabular-nums">
            {balance === 0
              ? 'Nothing owed either way'
              : balance > 0
                ? `${usd(balance)} owed by the charterers to the owners`
                : `${usd(-balance)} owed by the owners to the charterers`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
