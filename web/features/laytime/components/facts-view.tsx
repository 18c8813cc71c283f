import { interruptionWordsOf } from '../../../../common/laytime/words';
import type { LaytimeCallView, LaytimeView } from '../api/laytime';
import { EntryComments } from './entry-comments';
import { eventEntries, eventLabel, portTime, zoneName } from './words';

type Props = { dealId: string; port: LaytimeCallView; actions: LaytimeView['actions'] };

/** The statement of facts as recorded by the owners, read-only: each entry with its comments and the caller's actions. */
export function FactsView({ dealId, port, actions }: Props) {
  const latest = port.latest;
  if (!latest) return <p className="text-sm text-slate-600">The owners have not recorded the statement of facts for this port call yet.</p>;
  const { facts, timeZone } = latest;
  const common = { dealId, call: port.call, version: latest.version, comments: port.comments, may: actions };
  const entries = [
    ...eventEntries.flatMap((entry) => {
      const at = facts[entry];
      const title = eventLabel(entry, port.call);
      return at ? [{ entry: entry as string, title, label: title, time: portTime(at, timeZone), note: undefined as string | undefined }] : [];
    }),
    ...facts.interruptions.map((s, i) => ({
      entry: `interruptions.${i}`,
      title: interruptionWordsOf(s.kind),
      label: `${interruptionWordsOf(s.kind)} from ${portTime(s.from, timeZone)}`,
      time: `${portTime(s.from, timeZone)} – ${portTime(s.to, timeZone)}`,
      note: s.note,
    })),
  ];
  return (
    <div>
      <p className="text-sm text-slate-600">
        Version {latest.version}, times in {zoneName(timeZone)}
        {facts.holidays.length ? ` · holidays at the port: ${facts.holidays.join(', ')}` : ''}.
      </p>
      <ol className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {entries.map((e) => (
          <li key={e.entry} className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div>
              <p className="text-sm font-medium text-slate-900">{e.title}</p>
              <p className="text-sm text-slate-700 tabular-nums">{e.time}</p>
              {e.note ? <p className="mt-1 text-sm text-slate-600">{e.note}</p> : null}
            </div>
            <EntryComments {...common} entry={e.entry} label={e.label} />
          </li>
        ))}
      </ol>
    </div>
  );
}
