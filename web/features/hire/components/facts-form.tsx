import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { instantToZoned, zonedToInstant } from '../../../../common/charters/time-text';
import type { HireFacts } from '../../../../common/hire/api';
import { bunkerGrades, type BunkerLot } from '../../../../common/hire/terms';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useSaveHireFacts, type HireView } from '../api/hire';
import { toCents, toDollars } from './words';

type Place = { at: string; place: string; timeZone: string };
type Lots = Record<(typeof bunkerGrades)[number], { tonnes: string; price: string }>;
type Expense = { key: number; label: string; amount: string };
let nextKey = 1;

const zones = () => Intl.supportedValuesOf('timeZone');
const placeOf = (h?: HireFacts['delivery']): Place =>
  h ? { at: instantToZoned(h.at, h.timeZone), place: h.place, timeZone: h.timeZone } : { at: '', place: '', timeZone: 'UTC' };
const lotsOf = (lots: BunkerLot[] = []): Lots =>
  Object.fromEntries(
    bunkerGrades.map((g) => {
      const lot = lots.find((l) => l.grade === g);
      return [g, { tonnes: lot ? String(lot.tonnes) : '', price: toDollars(lot?.pricePerTonne) }];
    }),
  ) as Lots;
const lotsFrom = (lots: Lots): BunkerLot[] =>
  bunkerGrades
    .filter((g) => lots[g].tonnes.trim() !== '')
    .map((g) => ({ grade: g, tonnes: Number(lots[g].tonnes), pricePerTonne: toCents(lots[g].price || '0') }));

function PlaceFields({ title, value, onChange }: { title: string; value: Place; onChange: (p: Place) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-navy-900">{title}</legend>
      <Field label={`${title}: place`}>
        {({ id }) => <Input id={id} value={value.place} onChange={(e) => onChange({ ...value, place: e.target.value })} />}
      </Field>
      <Field label={`${title}: time zone`}>
        {({ id }) => (
          <Select id={id} value={value.timeZone} onChange={(e) => onChange({ ...value, timeZone: e.target.value })}>
            {zones().map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`${title}: local time`}>
        {({ id }) => <Input id={id} type="datetime-local" value={value.at} onChange={(e) => onChange({ ...value, at: e.target.value })} />}
      </Field>
    </fieldset>
  );
}

function LotFields({ title, value, onChange }: { title: string; value: Lots; onChange: (l: Lots) => void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-navy-900">{title}</legend>
      {bunkerGrades.map((g) => (
        <div key={g} className="grid grid-cols-2 gap-3">
          <Field label={`${title}: ${g} tonnes`}>
            {({ id }) => (
              <Input
                id={id}
                inputMode="decimal"
                value={value[g].tonnes}
                onChange={(e) => onChange({ ...value, [g]: { ...value[g], tonnes: e.target.value } })}
              />
            )}
          </Field>
          <Field label={`${title}: ${g} USD per tonne`}>
            {({ id }) => (
              <Input
                id={id}
                inputMode="decimal"
                value={value[g].price}
                onChange={(e) => onChange({ ...value, [g]: { ...value[g], price: e.target.value } })}
              />
            )}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The owners' facts of the hire statement: delivery and redelivery on each place's clock, bunkers on board at each,
 * owners' expenses on charterers' account, CVE and a ballast bonus. Saved as a new version on top of the one shown;
 * the server's refusal is shown as it says it.
 */
export function HireFactsForm({ dealId, hire }: { dealId: string; hire: HireView }) {
  const facts = hire.facts?.facts;
  const save = useSaveHireFacts(dealId);
  const [delivery, setDelivery] = useState(placeOf(facts?.delivery));
  const [redelivery, setRedelivery] = useState(placeOf(facts?.redelivery));
  const [onDelivery, setOnDelivery] = useState(lotsOf(facts?.bunkersOnDelivery));
  const [onRedelivery, setOnRedelivery] = useState(lotsOf(facts?.bunkersOnRedelivery));
  const [expenses, setExpenses] = useState<Expense[]>(() =>
    (facts?.expenses ?? []).map((e) => ({ key: nextKey++, label: e.label, amount: toDollars(e.amount) })),
  );
  const [cve, setCve] = useState(toDollars(facts?.cvePer30Days ?? 0));
  const [bonus, setBonus] = useState(toDollars(facts?.ballastBonus));
  const basedOn = hire.facts?.version ?? 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    const handover = (p: Place) => ({ at: zonedToInstant(p.at, p.timeZone), place: p.place.trim(), timeZone: p.timeZone });
    save.mutate({
      basedOn,
      delivery: handover(delivery),
      redelivery: handover(redelivery),
      bunkersOnDelivery: lotsFrom(onDelivery),
      bunkersOnRedelivery: lotsFrom(onRedelivery),
      expenses: expenses.map((x) => ({ label: x.label.trim(), amount: toCents(x.amount || '0') })),
      cvePer30Days: toCents(cve || '0'),
      ...(bonus.trim() ? { ballastBonus: toCents(bonus) } : {}),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Hire statement facts">
      <PlaceFields title="Delivery" value={delivery} onChange={setDelivery} />
      <PlaceFields title="Redelivery" value={redelivery} onChange={setRedelivery} />
      <LotFields title="Bunkers on delivery" value={onDelivery} onChange={setOnDelivery} />
      <LotFields title="Bunkers on redelivery" value={onRedelivery} onChange={setOnRedelivery} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-navy-900">Owners’ expenses on charterers’ account</legend>
        {expenses.map((x, i) => (
          <div key={x.key} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
            <Field label={`Expense ${i + 1}: what for`}>
              {({ id }) => (
                <Input
                  id={id}
                  value={x.label}
                  onChange={(e) => setExpenses(expenses.map((y) => (y.key === x.key ? { ...y, label: e.target.value } : y)))}
                />
              )}
            </Field>
            <Field label={`Expense ${i + 1}: USD`}>
              {({ id }) => (
                <Input
                  id={id}
                  inputMode="decimal"
                  value={x.amount}
                  onChange={(e) => setExpenses(expenses.map((y) => (y.key === x.key ? { ...y, amount: e.target.value } : y)))}
                />
              )}
            </Field>
            <Button
              type="button"
              variant="secondary"
              aria-label={`Remove expense ${i + 1}`}
              onClick={() => setExpenses(expenses.filter((y) => y.key !== x.key))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="secondary" size="sm" onClick={() => setExpenses([...expenses, { key: nextKey++, label: '', amount: '' }])}>
          <Plus aria-hidden className="size-4" /> Add an expense
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="CVE, USD per 30 days" hint="Communications, victualling and entertainment, pro rata">
          {({ id, describedBy }) => (
            <Input id={id} inputMode="decimal" value={cve} aria-describedby={describedBy} onChange={(e) => setCve(e.target.value)} />
          )}
        </Field>
        <Field label="Ballast bonus, USD (optional)">
          {({ id }) => <Input id={id} inputMode="decimal" value={bonus} onChange={(e) => setBonus(e.target.value)} />}
        </Field>
      </div>
      {save.error ? <Alert>{save.error.message}</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : `Save as version ${basedOn + 1}`}
      </Button>
    </form>
  );
}
