import { useState } from 'react';
import { portsOf, type PortNames } from '../../../../common/charters/agreed-text';
import type { Terms } from '../../../../common/charters/terms';
import { termRows } from '../../../../common/charters/term-rows';
import { usePortNames } from '../../../components/ports/use-port-names';
import { Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { useContractVersion, type Contract, type ContractClause } from '../api/contract';

type Row = { key: string; title: string; before?: string; after?: string };

/** Clause by clause, what differs between two versions: added, removed and changed clauses side by side. */
function differences(a: ContractClause[], b: ContractClause[]): Row[] {
  const before = new Map(a.map((c) => [c.key, c]));
  const after = new Map(b.map((c) => [c.key, c]));
  const keys = [...new Set([...a.map((c) => c.key), ...b.map((c) => c.key)])];
  return keys
    .map((key) => ({
      key,
      title: after.get(key)?.title ?? before.get(key)!.title,
      before: before.get(key) && `${before.get(key)!.title}\n${before.get(key)!.body}`,
      after: after.get(key) && `${after.get(key)!.title}\n${after.get(key)!.body}`,
    }))
    .filter((r) => r.before !== r.after);
}

/** Term by term, what an amendment changed in the main terms (a rate, the laycan, a port), written as the recap writes them. */
function termDifferences(a: Terms, b: Terms, names: PortNames): Row[] {
  const before = new Map(termRows(a, names).map((r) => [r.key, r]));
  const after = new Map(termRows(b, names).map((r) => [r.key, r]));
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((key) => ({
      key: `term-${key}`,
      title: (after.get(key) ?? before.get(key))!.label,
      before: before.get(key)?.value,
      after: after.get(key)?.value,
    }))
    .filter((r) => r.before !== r.after);
}

export function VersionCompare({ contract }: { contract: Contract }) {
  const latest = contract.latest.version;
  const [from, setFrom] = useState(Math.max(1, latest - 1));
  const [to, setTo] = useState(latest);
  const a = useContractVersion(contract.dealId, from);
  const b = useContractVersion(contract.dealId, to);
  const names = usePortNames([...(a.data ? portsOf(a.data.content.terms) : []), ...(b.data ? portsOf(b.data.content.terms) : [])]);
  const options = contract.versions.map((v) => (
    <option key={v.version} value={v.version}>
      Version {v.version}
    </option>
  ));
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>Compare</span>
        <Select aria-label="Earlier version" className="w-36" value={from} onChange={(e) => setFrom(Number(e.target.value))}>
          {options}
        </Select>
        <span>with</span>
        <Select aria-label="Later version" className="w-36" value={to} onChange={(e) => setTo(Number(e.target.value))}>
          {options}
        </Select>
      </div>
      {!a.data || !b.data ? (
        <Skeleton className="mt-3 h-24" />
      ) : (
        <>
          <DiffRows heading="Terms" rows={termDifferences(a.data.content.terms, b.data.content.terms, names)} from={from} to={to} />
          <DiffRows heading="Clauses" rows={differences(a.data.content.clauses, b.data.content.clauses)} from={from} to={to} />
        </>
      )}
    </div>
  );
}

function DiffRows({ heading, rows, from, to }: { heading: 'Terms' | 'Clauses'; rows: Row[]; from: number; to: number }) {
  return (
    <section aria-label={heading} className="mt-4">
      <h3 className="text-sm font-semibold text-navy-900">{heading}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          Versions {from} and {to} have the same {heading.toLowerCase()}.
        </p>
      ) : (
        <DiffList rows={rows} from={from} to={to} />
      )}
    </section>
  );
}

function DiffList({ rows, from, to }: { rows: Row[]; from: number; to: number }) {
  return (
    <ul className="mt-2 space-y-3">
      {rows.map((r) => (
        <li key={r.key} className="rounded-lg border border-slate-200">
          <p className="border-b border-slate-200 px-3 py-2 text-sm font-semibold text-navy-900">
            {r.title} <span className="font-normal text-slate-500">{!r.before ? '· added' : !r.after ? '· removed' : '· changed'}</span>
          </p>
          <div className="grid gap-px bg-slate-200 sm:grid-cols-2">
            {[
              { label: `Version ${from}`, text: r.before, tone: 'bg-red-50' },
              { label: `Version ${to}`, text: r.after, tone: 'bg-green-50' },
            ].map((side) => (
              <div key={side.label} className={cn('bg-white p-3 text-sm', side.text && side.tone)}>
                <p className="text-xs font-medium text-slate-500">{side.label}</p>
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{side.text ?? '—'}</p>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
