import { portsOf } from '../../../../common/charters/agreed-text';
import { changedTerms, termRows } from '../../../../common/charters/term-rows';
import { usePortNames } from '../../../components/ports/use-port-names';
import { cn } from '../../../lib/cn';
import type { Offer } from '../api/deals';
import { partyName } from './when';

const heading = (o: Offer) => `Version ${o.version} · ${partyName(o.fromParty)} · ${o.kind === 'enquiry' ? 'enquiry' : o.kind}`;

/** The offer beside the one before it, each changed line marked: what a counter changed is seen at a glance. */
export function TermsCompare({ current, previous }: { current: Offer; previous?: Offer }) {
  const names = usePortNames([...portsOf(current.terms), ...(previous ? portsOf(previous.terms) : [])]);
  const changed = changedTerms(previous?.terms, current.terms);
  const before = new Map(previous ? termRows(previous.terms, names).map((r) => [r.key, r.value]) : []);
  const rows = termRows(current.terms, names);
  return (
    <>
      {/* On a phone each term is a block: its value now and, struck through, what it was. */}
      <dl className="divide-y divide-slate-100 text-sm sm:hidden">
        {rows.map((r) => (
          <div key={r.key} className={changed.has(r.key) ? '-mx-2 rounded bg-amber-50 px-2 py-2' : 'py-2'}>
            <dt className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium uppercase tracking-wide text-slate-500">
              <span className="min-w-0 break-words">{r.label}</span>
              {changed.has(r.key) ? <ChangedBadge /> : null}
            </dt>
            <dd className="mt-0.5 text-slate-900">{r.value}</dd>
            {changed.has(r.key) ? (
              <dd className="text-slate-600">
                <span className="sr-only">Was: </span>
                <del>{before.get(r.key) ?? '—'}</del> (version {previous?.version})
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[30rem] table-fixed text-left text-sm">
          <caption className="sr-only">
            Terms of version {current.version}
            {previous ? ` compared with version ${previous.version}` : ''}; changed lines are marked
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="w-32 py-2 pr-3 font-semibold">
                Term
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold text-navy-900">
                {heading(current)}
              </th>
              {previous ? (
                <th scope="col" className="py-2 font-semibold">
                  {heading(previous)}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const isChanged = changed.has(r.key);
              return (
                <tr key={r.key} className={isChanged ? 'bg-amber-50' : 'border-b border-slate-100'}>
                  <th scope="row" className="py-2 pr-3 align-top font-medium break-words text-slate-600">
                    {/* The label column is narrow (table-fixed): the badge goes on its own line under the label,
                      so a long label and its badge never run into the value beside them. */}
                    <span className="block">{r.label}</span>
                    {isChanged ? <ChangedBadge className="mt-1" /> : null}
                  </th>
                  <td className={isChanged ? 'py-2 pr-3 align-top font-semibold text-slate-900' : 'py-2 pr-3 align-top text-slate-900'}>{r.value}</td>
                  {previous ? (
                    <td className="py-2 align-top text-slate-600">
                      {isChanged ? <del className="decoration-slate-400">{before.get(r.key) ?? '—'}</del> : before.get(r.key)}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Marks a term that differs from the previous version; a box of its own, never laid over the text beside it. */
function ChangedBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="changed-badge"
      className={cn(
        'inline-block w-fit shrink-0 rounded bg-amber-200 px-1.5 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap normal-case text-amber-900',
        className,
      )}
    >
      Changed
    </span>
  );
}
