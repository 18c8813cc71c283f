import { subjectRows, type SubjectChange } from '../../../../common/charters/term-rows';
import { zonedText } from '../../../../common/charters/time-text';
import type { Offer } from '../api/deals';

const badge: Record<SubjectChange, string> = { added: 'Added', changed: 'Changed', removed: 'Removed' };

/** The offer's subjects beside the previous version's, each one added, changed or removed marked as changed terms are. */
export function SubjectsCompare({ current, previous }: { current: Offer; previous?: Offer }) {
  const rows = subjectRows(previous?.subjects, current.subjects, (iso) => zonedText(iso, current.replyZone));
  if (rows.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        Subjects{previous ? <span className="normal-case"> (compared with version {previous.version})</span> : null}
      </h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label={`Subjects of version ${current.version}`}>
        {rows.map((r) => (
          <li key={r.key} className={r.change ? '-mx-2 rounded bg-amber-50 px-2 py-2' : 'py-2'}>
            {r.change ? (
              <span className="mb-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900">{badge[r.change]}</span>
            ) : null}
            {r.change === 'removed' ? (
              <p className="text-slate-600">
                <span className="sr-only">Removed: </span>
                <del>{r.was}</del>
              </p>
            ) : (
              <p className={r.change ? 'font-semibold text-slate-900' : 'text-slate-900'}>{r.value}</p>
            )}
            {r.change === 'changed' ? (
              <p className="text-slate-600">
                <span className="sr-only">Was: </span>
                <del>{r.was}</del> (version {previous?.version})
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
