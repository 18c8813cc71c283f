import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { instantToZoned, zonedToInstant } from '../../../../common/charters/time-text';
import type { FactsInput } from '../../../../common/laytime/api';
import { interruptionKinds, type InterruptionKind } from '../../../../common/laytime/terms';
import { interruptionWordsOf } from '../../../../common/laytime/words';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useSaveFacts, type LaytimeCallView, type LaytimeView } from '../api/laytime';
import { EntryComments } from './entry-comments';
import { guessZone, TimeZoneSelect } from './time-zone-select';
import { eventEntries, eventLabel, optionalEntries, zoneName, type EventEntry } from './words';

type Row = { key: number; kind: InterruptionKind; from: string; to: string; note: string; recorded?: number };
type Props = { dealId: string; port: LaytimeCallView; actions: LaytimeView['actions']; onSaved: (version: number) => void };

const required: EventEntry[] = ['norTendered', 'commenced', 'completed'];
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
let nextKey = 1;

/**
 * The owners' statement of facts for one port call: times typed on the port's clock in its zone, saved as a new
 * version on top of the one shown. The server checks the order of events; its refusal is shown here as it says it.
 */
export function FactsForm({ dealId, port, actions, onSaved }: Props) {
  const latest = port.latest;
  // A port in the ports list keeps its own clock; only for one it has no zone for does the owner name it.
  const portZone = port.port.timeZone;
  const [zone, setZone] = useState(portZone ?? latest?.timeZone ?? guessZone());
  const [events, setEvents] = useState<Record<EventEntry, string>>(() => {
    const at = (e: EventEntry) => (latest?.facts[e] ? instantToZoned(latest.facts[e], latest.timeZone) : '');
    return Object.fromEntries(eventEntries.map((e) => [e, at(e)])) as Record<EventEntry, string>;
  });
  const [rows, setRows] = useState<Row[]>(
    () =>
      latest?.facts.interruptions.map((s, i) => ({
        key: nextKey++,
        kind: s.kind,
        from: instantToZoned(s.from, latest.timeZone),
        to: instantToZoned(s.to, latest.timeZone),
        note: s.note ?? '',
        recorded: i,
      })) ?? [],
  );
  const [holidays, setHolidays] = useState(latest?.facts.holidays.join(', ') ?? '');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const save = useSaveFacts(dealId, port.call);
  const server = save.error instanceof ApiError ? save.error.fields : {};
  const problem = (name: string) => missing[name] ?? server[name];
  const comments = latest ? { dealId, call: port.call, version: latest.version, comments: port.comments, may: actions } : null;

  const setRow = (key: number, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = () => {
    const absent: Record<string, string> = {};
    for (const e of required) if (!events[e]) absent[e] = `Enter when ${eventLabel(e, port.call).toLowerCase()}`;
    rows.forEach((r, i) => {
      if (!r.from) absent[`interruptions.${i}.from`] = 'Enter when it started';
      if (!r.to) absent[`interruptions.${i}.to`] = 'Enter when it ended';
    });
    const days = holidays.split(/[\s,]+/).filter(Boolean);
    if (days.some((d) => !isDate(d))) absent.holidays = 'Write each holiday as a date such as 2027-05-01, separated by commas';
    setMissing(absent);
    if (Object.keys(absent).length) return;
    const at = (local: string) => zonedToInstant(local, zone);
    const body: FactsInput = {
      ...(portZone ? {} : { timeZone: zone }),
      basedOn: latest?.version ?? 0,
      holidays: days,
      ...(events.arrived ? { arrived: at(events.arrived) } : {}),
      norTendered: at(events.norTendered),
      ...(events.norAccepted ? { norAccepted: at(events.norAccepted) } : {}),
      ...(events.allFast ? { allFast: at(events.allFast) } : {}),
      ...(events.hatchesOpened ? { hatchesOpened: at(events.hatchesOpened) } : {}),
      commenced: at(events.commenced),
      completed: at(events.completed),
      interruptions: rows.map((r) => ({ kind: r.kind, from: at(r.from), to: at(r.to), ...(r.note.trim() ? { note: r.note.trim() } : {}) })),
    };
    save.mutate(body, { onSuccess: ({ laytime }) => onSaved(laytime.calls.find((c) => c.call === port.call)?.latest?.version ?? 0) });
  };

  // Field messages the form has no field for (and a refusal of the whole statement) are shown above the button.
  const shown = new Set<string>([
    'timeZone',
    'holidays',
    ...eventEntries,
    ...rows.flatMap((_, i) => ['kind', 'from', 'to', 'note'].map((f) => `interruptions.${i}.${f}`)),
  ]);
  const unplaced = Object.entries(server).filter(([k]) => !shown.has(k));
  const refusal =
    save.error && (!Object.keys(server).length || unplaced.length) ? [save.error.message, ...unplaced.map(([, m]) => m)].join('. ') : null;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {portZone ? (
        <p className="text-sm text-slate-700">
          Every time below is on the port’s clock, <span className="font-medium text-slate-900">{zoneName(portZone)}</span>, which also decides the
          port’s weekends and holidays.
        </p>
      ) : (
        <Field
          label="Port’s time zone"
          error={problem('timeZone')}
          hint="Every time below is on the port’s clock; the zone also decides the port’s weekends and holidays."
          className="max-w-md"
        >
          {({ id, describedBy }) => (
            <TimeZoneSelect id={id} value={zone} onChange={setZone} describedBy={describedBy} invalid={!!problem('timeZone')} />
          )}
        </Field>
      )}

      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Events ({zoneName(zone)})</legend>
        <div className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {eventEntries.map((entry) => {
            const label = eventLabel(entry, port.call);
            return (
              <div key={entry} className="grid gap-3 p-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
                <Field label={optionalEntries.includes(entry) ? `${label} (optional)` : label} error={problem(entry)}>
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      type="datetime-local"
                      value={events[entry]}
                      aria-describedby={describedBy}
                      invalid={!!problem(entry)}
                      onChange={(e) => setEvents((v) => ({ ...v, [entry]: e.target.value }))}
                    />
                  )}
                </Field>
                {comments ? <EntryComments {...comments} entry={entry} label={label} /> : null}
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Interruptions ({zoneName(zone)})</legend>
        {rows.length ? null : <p className="mt-2 text-sm text-slate-600">No interruptions recorded.</p>}
        <ol className="mt-2 space-y-3">
          {rows.map((r, i) => {
            const n = i + 1;
            const name = `interruptions.${i}`;
            return (
              <li key={r.key} className="rounded-lg border border-slate-200 p-3">
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)]">
                  <Field label={`Interruption ${n}: kind`} error={problem(`${name}.kind`)}>
                    {({ id, describedBy }) => (
                      <Select
                        id={id}
                        value={r.kind}
                        aria-describedby={describedBy}
                        onChange={(e) => setRow(r.key, { kind: e.target.value as InterruptionKind })}
                      >
                        {interruptionKinds.map((k) => (
                          <option key={k} value={k}>
                            {interruptionWordsOf(k)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label={`Interruption ${n}: from`} error={problem(`${name}.from`)}>
                    {({ id, describedBy }) => (
                      <Input
                        id={id}
                        type="datetime-local"
                        value={r.from}
                        aria-describedby={describedBy}
                        invalid={!!problem(`${name}.from`)}
                        onChange={(e) => setRow(r.key, { from: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={`Interruption ${n}: to`} error={problem(`${name}.to`)}>
                    {({ id, describedBy }) => (
                      <Input
                        id={id}
                        type="datetime-local"
                        value={r.to}
                        aria-describedby={describedBy}
                        invalid={!!problem(`${name}.to`)}
                        onChange={(e) => setRow(r.key, { to: e.target.value })}
                      />
                    )}
                  </Field>
                </div>
                <div className="mt-3 flex items-end gap-3">
                  <Field label={`Interruption ${n}: note`} error={problem(`${name}.note`)} className="min-w-0 flex-1">
                    {({ id, describedBy }) => (
                      <Input id={id} value={r.note} aria-describedby={describedBy} onChange={(e) => setRow(r.key, { note: e.target.value })} />
                    )}
                  </Field>
                  <Button variant="ghost" aria-label={`Remove interruption ${n}`} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                    <Trash2 aria-hidden className="size-4" /> <span className="hidden sm:inline">Remove</span>
                  </Button>
                </div>
                {comments && r.recorded !== undefined ? (
                  <div className="mt-3">
                    <EntryComments {...comments} entry={`interruptions.${r.recorded}`} label={`Interruption ${r.recorded + 1}`} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => setRows((rs) => [...rs, { key: nextKey++, kind: 'rain', from: '', to: '', note: '' }])}
        >
          <Plus aria-hidden className="size-4" /> Add interruption
        </Button>
      </fieldset>

      <Field
        label="Public holidays at the port (optional)"
        error={problem('holidays')}
        hint="Local dates, separated by commas, e.g. 2027-05-01, 2027-05-13"
        className="max-w-md"
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            value={holidays}
            aria-describedby={describedBy}
            invalid={!!problem('holidays')}
            onChange={(e) => setHolidays(e.target.value)}
          />
        )}
      </Field>

      {refusal ? <Alert>{refusal}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : latest ? `Save as version ${latest.version + 1}` : 'Save the statement of facts'}
        </Button>
        {latest ? <p className="text-sm text-slate-600">Version {latest.version} is shown; saving keeps it and adds a new one.</p> : null}
      </div>
    </form>
  );
}
