import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { commodityOf, type CommodityCode } from '../../../../common/cargoes/commodities';
import {
  accountVisibilities,
  accountVisibilityLabels,
  cargoCharterTypeLabels,
  cargoCharterTypes,
  cargoLaytimeTerms,
  cargoOrderInputSchema,
  type CargoOrderInput,
  type CargoOrderValues,
} from '../../../../common/cargoes/schemas';
import { toleranceOptions } from '../../../../common/charters/terms';
import { MoneyInput } from '../../../components/terms/money-input';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { commodityOptions, freightBasisLabels, optionalNumber, toFormValues, toleranceOptionLabels, typedNumber } from './form-values';
import { PlaceInput } from './place-input';

type Name = FieldPath<CargoOrderInput>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 font-semibold text-navy-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

type Props = { initial?: CargoOrder; submitLabel: string; pending: boolean; onSubmit: (values: CargoOrderValues) => Promise<unknown> };

/** A cargo order's terms, checked with the schema the API applies; the API's refusals land on their fields. */
export function CargoOrderForm({ initial, submitLabel, pending, onSubmit }: Props) {
  const form = useForm<CargoOrderInput, unknown, CargoOrderValues>({
    resolver: zodResolver(cargoOrderInputSchema),
    defaultValues: toFormValues(initial),
  });
  const { register, control, watch, setValue, formState } = form;
  const err = (name: Name | 'root') => (name === 'root' ? formState.errors.root : formState.errors[name])?.message;
  const commodity = watch('commodity') as CommodityCode | '';
  const charterType = watch('charterType');
  const freightBasis = watch('freightBasis');
  const ownFactor = commodity && commodity !== 'other' ? commodityOf(commodity).stowageFactor : null;

  const figure = (name: Name, label: string, props: { hint?: ReactNode; optional?: boolean; decimal?: boolean; placeholder?: string } = {}) => (
    <Field label={label} error={err(name)} hint={props.hint}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          inputMode={props.decimal ? 'decimal' : 'numeric'}
          placeholder={props.placeholder}
          aria-describedby={describedBy}
          invalid={!!err(name)}
          {...register(name, { setValueAs: props.optional ? optionalNumber : typedNumber })}
        />
      )}
    </Field>
  );
  const choice = (name: Name, label: string, options: readonly (readonly [string, string])[], onChange?: (value: string) => void) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => (
        <Select id={id} aria-describedby={describedBy} invalid={!!err(name)} {...register(name, { onChange: (e) => onChange?.(e.target.value) })}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const date = (name: Name, label: string) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => <Input id={id} type="date" aria-describedby={describedBy} invalid={!!err(name)} {...register(name)} />}
    </Field>
  );
  const place = (name: 'loadPlace' | 'dischargePlace', label: string, short: string, shown?: string) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PlaceInput
              id={id}
              name={short}
              value={field.value ?? ''}
              label={shown}
              describedBy={describedBy}
              invalid={!!err(name)}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </Field>
  );
  const terms = cargoLaytimeTerms.map((t) => [t, t] as const);
  // A voyage is quoted per tonne or lump sum, a trip time charter per day; open is either's.
  const bases = (charterType === 'tct' ? (['per_day', 'open'] as const) : (['per_tonne', 'lump_sum', 'open'] as const)).map(
    (b) => [b, freightBasisLabels[b]] as const,
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [field, message] of Object.entries(e.fields)) form.setError(field as Name, { message });
      form.setError('root', { message: e.message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {err('root') ? <Alert>{err('root')}</Alert> : null}
      <Section title="The cargo">
        {choice('commodity', 'Commodity', [['', 'Select…'], ...commodityOptions.map((c) => [c.code, c.text] as const)])}
        {commodity === 'other' ? (
          <Field label="What the commodity is" error={err('commodityOther')}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                placeholder="e.g. Ferro chrome"
                aria-describedby={describedBy}
                invalid={!!err('commodityOther')}
                {...register('commodityOther')}
              />
            )}
          </Field>
        ) : null}
        {figure('stowageFactor', commodity === 'other' ? 'Stowage factor (m³/t)' : 'Stowage factor (m³/t, optional)', {
          optional: true,
          decimal: true,
          placeholder: ownFactor ? String(ownFactor) : undefined,
          hint: ownFactor ? `Leave empty for the usual ${ownFactor} m³/t` : undefined,
        })}
        {figure('quantityT', 'Quantity (tonnes)', { placeholder: 'e.g. 50,000' })}
        <div className="grid grid-cols-[6.5rem_1fr] gap-3">
          {figure('tolerancePct', 'Tolerance (%)')}
          {choice(
            'toleranceOption',
            'In whose option',
            toleranceOptions.map((o) => [o, toleranceOptionLabels[o]] as const),
          )}
        </div>
      </Section>

      <Section title="Where and when">
        {place('loadPlace', 'Load port or region', 'Load', initial?.load.name)}
        {place('dischargePlace', 'Discharge port or region', 'Discharge', initial?.discharge.name)}
        {date('laycanFrom', 'Laycan start')}
        {date('laycanTo', 'Laycan end')}
      </Section>

      <Section title="Loading and discharging">
        {figure('loadRateTpd', 'Load rate (t/day)', { placeholder: 'e.g. 10,000' })}
        {choice('loadTerms', 'Load terms', terms)}
        {figure('dischargeRateTpd', 'Discharge rate (t/day)', { placeholder: 'e.g. 8,000' })}
        {choice('dischargeTerms', 'Discharge terms', terms)}
      </Section>

      <Section title="Charter and freight">
        {choice(
          'charterType',
          'Charter type',
          cargoCharterTypes.map((t) => [t, cargoCharterTypeLabels[t]] as const),
          (type) => {
            const basis = form.getValues('freightBasis');
            if (type === 'tct' && basis !== 'open') setValue('freightBasis', 'per_day');
            if (type === 'voyage' && basis === 'per_day') setValue('freightBasis', 'per_tonne');
          },
        )}
        {choice('freightBasis', 'Freight idea given', bases, (basis) => basis === 'open' && setValue('freightIdea', null))}
        {freightBasis === 'open' ? null : (
          <Field
            label={
              freightBasis === 'per_tonne'
                ? 'Freight idea (USD per tonne)'
                : freightBasis === 'per_day'
                  ? 'Freight idea (USD per day)'
                  : 'Freight idea (USD lump sum)'
            }
            error={err('freightIdea')}
          >
            {({ id, describedBy }) => (
              <Controller
                control={control}
                name="freightIdea"
                render={({ field }) => (
                  <MoneyInput
                    id={id}
                    currency="USD"
                    describedBy={describedBy}
                    value={field.value ?? undefined}
                    onChange={field.onChange}
                    invalid={!!err('freightIdea')}
                  />
                )}
              />
            )}
          </Field>
        )}
        {figure('commissionPct', 'Total commission (%)', { decimal: true, placeholder: 'e.g. 3.75' })}
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" className="size-4 accent-navy-900" {...register('gearNeeded')} /> The cargo needs a geared ship (ship’s cranes)
        </label>
      </Section>

      <Card className="p-5">
        <fieldset>
          <legend className="mb-1 font-semibold text-navy-900">Who may see your company’s name</legend>
          <p className="mb-3 text-sm text-slate-600">The terms are public either way; this decides who sees that the cargo is yours.</p>
          <div className="space-y-2">
            {accountVisibilities.map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value={v} className="size-4 accent-navy-900" {...register('accountVisibility')} /> {accountVisibilityLabels[v]}
              </label>
            ))}
          </div>
          {err('accountVisibility') ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700">
              {err('accountVisibility')}
            </p>
          ) : null}
        </fieldset>
        <Field label="Remarks (optional)" error={err('remarks')} className="mt-5">
          {({ id, describedBy }) => <Textarea id={id} rows={3} aria-describedby={describedBy} invalid={!!err('remarks')} {...register('remarks')} />}
        </Field>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
