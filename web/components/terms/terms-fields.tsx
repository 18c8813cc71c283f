import type { ReactNode } from 'react';
import { Controller, FormProvider, get, useFormContext, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { numberFromText } from '../../../common/number-text';
import {
  cpForms,
  currencies,
  type freightBases,
  lawOptions,
  type laytimeTerms,
  type toleranceOptions,
  type TermsInput,
} from '../../../common/charters/terms';
import { PortAutocomplete } from '../ports/port-autocomplete';
import { Field, Input, Select, Textarea } from '../ui/field';
import { MoneyInput } from './money-input';

export type WithTerms = { terms: TermsInput };

/**
 * Figures are typed as text, not in a number input (which empties "50,000"): thousands separators read as the money
 * fields read them (#25); anything else becomes NaN, which the schema names.
 */
const typedNumber = (v: unknown) => (typeof v === 'number' ? v : numberFromText(String(v ?? '')));
type Name = FieldPath<WithTerms>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The main terms of a voyage or time charter, checked with the schema the API applies, inside any form whose values
 * hold the terms (an enquiry, an offer, an amendment), whatever else they hold and whatever its resolver turns them
 * into on submit. The fields read that form from react-hook-form's context, as the part of it they edit.
 */
export function TermsFields<T extends WithTerms, Out>({ form, typeFixed }: { form: UseFormReturn<T, unknown, Out>; typeFixed?: boolean }) {
  return (
    <FormProvider {...form}>
      <TermsFieldset typeFixed={typeFixed} />
    </FormProvider>
  );
}

function TermsFieldset({ typeFixed }: { typeFixed?: boolean }) {
  const { register, control, watch, formState } = useFormContext<WithTerms>();
  const type = watch('terms.charterType');
  const currency = watch('terms.currency') ?? 'USD';
  const err = (name: Name) => (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const number = (name: Name, label: string, hint?: string) => (
    <Field label={label} error={err(name)} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} inputMode="numeric" aria-describedby={describedBy} invalid={!!err(name)} {...register(name, { setValueAs: typedNumber })} />
      )}
    </Field>
  );
  const text = (name: Name, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} invalid={!!err(name)} {...props} {...register(name)} />}
    </Field>
  );
  const choice = (name: Name, label: string, options: readonly (readonly [string, string])[]) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => (
        <Select id={id} aria-describedby={describedBy} invalid={!!err(name)} {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const money = (name: Name, label: string, hint?: string) => (
    <Field label={label} error={err(name)} hint={hint}>
      {({ id, describedBy }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MoneyInput
              id={id}
              describedBy={describedBy}
              currency={currency}
              value={field.value as number | undefined}
              onChange={field.onChange}
              invalid={!!err(name)}
            />
          )}
        />
      )}
    </Field>
  );
  const port = (name: Name, label: string) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PortAutocomplete
              id={id}
              describedBy={describedBy}
              value={(field.value as string) ?? ''}
              invalid={!!err(name)}
              onChange={(code) => field.onChange(code)}
            />
          )}
        />
      )}
    </Field>
  );
  const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);
  // Optional figures (3.75% adcom, 95% BBB): an empty field is "not stated", not zero typed by mistake.
  const decimal = (name: Name, label: string, hint?: string, step = '0.01') => (
    <Field label={label} error={err(name)} hint={hint}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          aria-describedby={describedBy}
          invalid={!!err(name)}
          {...register(name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typedNumber(v)) })}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-8">
      <Group title="The business">
        {typeFixed
          ? null
          : choice('terms.charterType', 'Charter type', [
              ['voyage', 'Voyage charter'],
              ['time', 'Time charter'],
            ])}
        {text('terms.laycanFrom', 'Laycan from', { type: 'date' })}
        {text('terms.laycanTo', 'Laycan to (cancelling)', { type: 'date' })}
        {choice('terms.currency', 'Currency', pairs(currencies))}
      </Group>
      {type === 'voyage' ? (
        <>
          <Group title="Cargo and ports">
            {text('terms.cargo', 'Cargo', { placeholder: 'Wheat in bulk' })}
            {number('terms.quantityT', 'Quantity (mt)')}
            {number('terms.tolerancePct', 'Tolerance (% more or less)')}
            {choice('terms.toleranceOption', 'Tolerance in', [
              ['MOLOO', 'Owners’ option (MOLOO)'],
              ['MOLCHOPT', 'Charterers’ option (MOLCHOPT)'],
            ] as const satisfies readonly (readonly [(typeof toleranceOptions)[number], string])[])}
            {port('terms.loadPort', 'Load port')}
            {port('terms.dischargePort', 'Discharge port')}
          </Group>
          <Group title="Freight, laytime and demurrage">
            {choice('terms.freightBasis', 'Freight basis', [
              ['per_tonne', 'Per metric tonne'],
              ['lump_sum', 'Lump sum'],
            ] as const satisfies readonly (readonly [(typeof freightBases)[number], string])[])}
            {money('terms.freightRate', 'Freight')}
            {number('terms.loadRateTpd', 'Load rate (mt per day)')}
            {number('terms.dischargeRateTpd', 'Discharge rate (mt per day)')}
            {choice('terms.laytimeTerms', 'Laytime counts', [
              ['SHINC', 'SHINC: Sundays and holidays included'],
              ['SHEX', 'SHEX: Sundays and holidays excluded'],
            ] as const satisfies readonly (readonly [(typeof laytimeTerms)[number], string])[])}
            {money('terms.demurragePerDay', 'Demurrage per day', 'Pro rata for part of a day')}
            {money('terms.despatchPerDay', 'Despatch per day', 'Usually half the demurrage; 0 for free despatch')}
            {number('terms.voyageDays', 'Estimated voyage (days after the laycan)', 'The ship’s calendar is held for it once terms are agreed')}
            {decimal(
              'terms.freightBblPct',
              'Freight paid on bills of lading (%)',
              'Within 3 banking days after signing/releasing B/L (BBB); usually 95 or 100',
              '1',
            )}
            {decimal(
              'terms.freightBalanceDays',
              'Freight balance due (days after discharge)',
              'The rest of the freight, counted from completion of discharge',
              '1',
            )}
          </Group>
        </>
      ) : (
        <Group title="Delivery, period and hire">
          {port('terms.deliveryPort', 'Delivery place')}
          {port('terms.redeliveryPort', 'Redelivery place')}
          {number('terms.periodDays', 'Period (days)')}
          {number('terms.periodToleranceDays', 'Period tolerance (± days)')}
          {money('terms.hirePerDay', 'Hire per day', 'Payable 15 days in advance, pro rata')}
          {text('terms.tradingLimits', 'Trading limits', { placeholder: 'Worldwide within Institute Warranty Limits' })}
        </Group>
      )}
      <Group title="Contract">
        <Field
          label="Charter-party form"
          error={err('terms.cpForm')}
          hint="Fairlead’s own clauses, amendable clause by clause; no standard form’s text (GENCON, NYPE) is used"
        >
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} invalid={!!err('terms.cpForm')} {...register('terms.cpForm')}>
              {pairs(cpForms[type === 'time' ? 'time' : 'voyage']).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {choice('terms.law', 'Law and arbitration', pairs(lawOptions))}
        {decimal('terms.addressCommissionPct', 'Address commission (%)', 'The charterers’ adcom, deducted from freight or hire; empty or 0 for none')}
        {decimal('terms.brokeragePct', 'Brokerage (%)', 'Paid by the owners to brokers; empty or 0 when fixed directly')}
        <Field label="Remarks" error={err('terms.remarks')} className="sm:col-span-2">
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              rows={3}
              placeholder="Riders, exceptions, anything the terms above do not say"
              {...register('terms.remarks')}
            />
          )}
        </Field>
      </Group>
    </div>
  );
}
