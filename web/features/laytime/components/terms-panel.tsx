import { useState } from 'react';
import type { TermsInput } from '../../../../common/laytime/api';
import type { LaytimeRegime } from '../../../../common/laytime/terms';
import { formatMoney } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useSaveTerms, type LaytimeView } from '../api/laytime';

type Terms = LaytimeView['terms'];
type Editable = Omit<TermsInput, 'basedOn'>;

const regimeWords: Record<LaytimeRegime, string> = {
  SHINC: 'SHINC: Sundays and holidays included',
  SHEX: 'SHEX: Sundays and holidays excepted',
  SATPM: 'SATPM: Saturday afternoons, Sundays and holidays excepted',
  SSHEX: 'SSHEX: Saturdays, Sundays and holidays excepted',
};
const exceptedWords = { unless_used: 'Unless used', even_if_used: 'Even if used' } as const;
const despatchWords = { working_time_saved: 'Working time saved', all_time_saved: 'All time saved' } as const;
const fromWords = { tendered: 'from the notice’s tender', accepted: 'from the notice’s acceptance' } as const;
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

function Term({ term, value }: { term: string; value: string }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

/** The laytime terms the sheet is computed under; either party may revise what the charter party leaves open. */
export function TermsPanel({ dealId, laytime }: { dealId: string; laytime: LaytimeView }) {
  const [editing, setEditing] = useState(false);
  const { terms, currency } = laytime;
  return (
    <div>
      <dl className="divide-y divide-slate-100 text-sm">
        <Term term="Laytime" value={`${regimeWords[terms.regime]}, ${exceptedWords[terms.excepted].toLowerCase()}`} />
        <Term term="Weather working days" value={yesNo(terms.weatherWorkingDays)} />
        <Term term="Turn time" value={`${terms.turnTimeHours} hours ${fromWords[terms.turnTimeFrom]}`} />
        <Term term="Unless sooner commenced" value={yesNo(terms.soonerCommencedCounts)} />
        <Term term="Shifting between berths counts" value={yesNo(terms.shiftingCounts)} />
        <Term term="Reversible" value={yesNo(terms.reversible)} />
        <Term term="Demurrage" value={`${formatMoney(terms.demurragePerDay, currency)} per day, pro rata`} />
        <Term term="Despatch" value={`${formatMoney(terms.despatchPerDay, currency)} per day, on ${despatchWords[terms.despatchOn].toLowerCase()}`} />
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {laytime.termsVersion ? `Terms version ${laytime.termsVersion}.` : 'Where the charter party is silent, common voyage practice applies.'} The
        regime and the rates are the charter party’s own.
      </p>
      {laytime.actions.editTerms && !editing ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setEditing(true)}>
          Edit the terms
        </Button>
      ) : null}
      {editing ? <TermsForm dealId={dealId} terms={terms} basedOn={laytime.termsVersion} onDone={() => setEditing(false)} /> : null}
    </div>
  );
}

function TermsForm({ dealId, terms, basedOn, onDone }: { dealId: string; terms: Terms; basedOn: number; onDone: () => void }) {
  const [v, setV] = useState<Editable>(() => ({
    excepted: terms.excepted,
    weatherWorkingDays: terms.weatherWorkingDays,
    turnTimeHours: terms.turnTimeHours,
    turnTimeFrom: terms.turnTimeFrom,
    soonerCommencedCounts: terms.soonerCommencedCounts,
    shiftingCounts: terms.shiftingCounts,
    reversible: terms.reversible,
    despatchOn: terms.despatchOn,
  }));
  const [hours, setHours] = useState(String(terms.turnTimeHours));
  const save = useSaveTerms(dealId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const choice = <K extends keyof Editable>(name: K, label: string, options: Record<string, string>) => (
    <Field label={label} error={fields[name]}>
      {({ id, describedBy }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          value={String(v[name])}
          onChange={(e) => {
            const raw = e.target.value;
            setV((old) => ({ ...old, [name]: raw === 'true' ? true : raw === 'false' ? false : raw }));
          }}
        >
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const yes = { true: 'Yes', false: 'No' };
  return (
    <form
      noValidate
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...v, turnTimeHours: Number(hours), basedOn }, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('excepted', 'Excepted time', exceptedWords)}
        {choice('weatherWorkingDays', 'Weather working days', yes)}
        <Field label="Turn time (hours)" error={fields.turnTimeHours}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              inputMode="decimal"
              aria-describedby={describedBy}
              value={hours}
              onChange={(e) => setHours(e.target.value.replace(/[^\d.]/g, ''))}
            />
          )}
        </Field>
        {choice('turnTimeFrom', 'Turn time runs', fromWords)}
        {choice('soonerCommencedCounts', 'Unless sooner commenced', yes)}
        {choice('shiftingCounts', 'Shifting between berths counts', yes)}
        {choice('reversible', 'Reversible (one allowance for both ports)', yes)}
        {choice('despatchOn', 'Despatch on', despatchWords)}
      </div>
      {save.error && !Object.keys(fields).length ? <Alert>{save.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the terms'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
