import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control } from 'react-hook-form';
import {
  capacityUnits,
  charterTypeLabels,
  charterTypes,
  vesselInputSchema,
  type VesselInput,
  type VesselValues,
} from '../../../../common/vessels/schemas';
import { countryCodes, countryName } from '../../../../common/vessels/identifiers';
import { toMajor } from '../../../../common/payments/money';
import { vesselTypes, vesselTypeLabels, type VesselType } from '../../../../common/vessels/vessel-status';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import type { VesselPageData } from '../api/types';
import type { VesselPositionInput } from '../../../../common/vessels/particulars';
import { CargoGearFields, SpeedConsumptionFields } from './cargo-gear-fields';
import { OpenPositionFields } from './open-position-fields';

const flags = countryCodes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name));

export function toFormValues(data?: VesselPageData): VesselInput {
  const v = data?.vessel;
  const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    name: v?.name ?? '',
    imo: v?.imo ?? '',
    mmsi: v?.mmsi ?? '',
    callSign: v?.callSign ?? '',
    flag: v?.flag ?? '',
    type: v?.type ?? 'bulkCarrier',
    buildYear: str(v?.buildYear),
    lengthM: str(v?.lengthM),
    beamM: str(v?.beamM),
    draughtM: str(v?.draughtM),
    deadweightT: str(v?.deadweightT),
    capacity: str(v?.capacity),
    classSociety: v?.classSociety ?? '',
    piClub: v?.piClub ?? '',
    piExpiry: v?.piExpiry ?? '',
    openPort: v?.openPort ?? '',
    openRegion: v?.openRegion ?? '',
    openDate: v?.openDate ?? '',
    openDateTo: v?.openDateTo ?? '',
    preferredRegions: (v?.preferredRegions ?? []) as VesselInput['preferredRegions'],
    excludedRegions: (v?.excludedRegions ?? []) as VesselInput['excludedRegions'],
    // The type's own cubic is the capacity above: not asked twice (the server mirrors it).
    grainCubicM: v?.type === 'bulkCarrier' ? '' : str(v?.grainCubicM),
    baleCubicM: v?.type === 'general' ? '' : str(v?.baleCubicM),
    cranes: str(v?.cranes),
    craneSwlT: str(v?.craneSwlT),
    grabs: str(v?.grabs),
    grabCubicM: str(v?.grabCubicM),
    holds: str(v?.holds),
    hatches: str(v?.hatches),
    iceClass: v?.iceClass ?? '',
    ladenSpeedKn: str(v?.ladenSpeedKn),
    ladenConsumptionT: str(v?.ladenConsumptionT),
    ballastSpeedKn: str(v?.ballastSpeedKn),
    ballastConsumptionT: str(v?.ballastConsumptionT),
    ecoLadenSpeedKn: str(v?.ecoLadenSpeedKn),
    ecoLadenConsumptionT: str(v?.ecoLadenConsumptionT),
    ecoBallastSpeedKn: str(v?.ecoBallastSpeedKn),
    ecoBallastConsumptionT: str(v?.ecoBallastConsumptionT),
    portConsumptionT: str(v?.portConsumptionT),
    constantsT: str(v?.constantsT),
    charterTypes: (v?.charterTypes ?? ['voyage']) as VesselInput['charterTypes'],
    rateUsdPerDay: v?.ratePerDay ? String(toMajor(v.ratePerDay, 'USD')) : '',
    description: v?.description ?? '',
    status: v?.status === 'maintenance' ? 'maintenance' : 'available',
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 font-semibold text-navy-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

type Props = { initial?: VesselPageData; submitLabel: string; pending: boolean; onSubmit: (input: VesselInput) => Promise<unknown> };

/** Every particular of a ship, checked with the same schema the server applies. */
export function FleetVesselForm({ initial, submitLabel, pending, onSubmit }: Props) {
  const form = useForm<VesselInput, unknown, VesselValues>({ resolver: zodResolver(vesselInputSchema), defaultValues: toFormValues(initial) });
  const { errors } = form.formState;
  const type = form.watch('type') as VesselType;
  const err = (name: keyof VesselInput) => errors[name]?.message as string | undefined;
  const text = (name: keyof VesselInput, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={err(name)}>
      {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} invalid={!!err(name)} {...props} {...form.register(name)} />}
    </Field>
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values as unknown as VesselInput);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [f, m] of Object.entries(e.fields)) form.setError(f as keyof VesselInput, { message: m });
        form.setError('root', { message: e.message });
      } else throw e;
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}
      <Section title="Identity">
        {text('name', 'Vessel name')}
        {text('imo', 'IMO number', { inputMode: 'numeric', placeholder: '9319466' })}
        {text('mmsi', 'MMSI (optional)', { inputMode: 'numeric' })}
        {text('callSign', 'Call sign (optional)')}
        <Field label="Flag" error={err('flag')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} invalid={!!err('flag')} {...form.register('flag')}>
              <option value="">Choose the flag state</option>
              {flags.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Vessel type" error={err('type')}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} {...form.register('type')}>
              {vesselTypes.map((t) => (
                <option key={t} value={t}>
                  {vesselTypeLabels[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('buildYear', 'Year built', { inputMode: 'numeric' })}
      </Section>
      <Section title="Dimensions and capacity">
        {text('lengthM', 'Length overall (m)', { inputMode: 'decimal' })}
        {text('beamM', 'Beam (m)', { inputMode: 'decimal' })}
        {text('draughtM', 'Summer draught (m)', { inputMode: 'decimal' })}
        {text('deadweightT', 'Deadweight (tonnes)', { inputMode: 'numeric' })}
        {text('capacity', capacityUnits[type]?.label ?? 'Capacity', { inputMode: 'numeric' })}
      </Section>
      <Section title="Class and insurance">
        {text('classSociety', 'Class society (optional)', { placeholder: 'e.g. DNV, Lloyd’s Register' })}
        {text('piClub', 'P&I club (optional)')}
        {text('piExpiry', 'P&I cover expiry (optional)', { type: 'date' })}
      </Section>
      <Section title="Cargo gear and holds">
        <CargoGearFields form={form} type={type} />
      </Section>
      <Section title="Speed and consumption">
        <SpeedConsumptionFields form={form} />
      </Section>
      <Section title="Open position">
        <OpenPositionFields
          control={form.control as unknown as Control<VesselPositionInput>}
          portLabel={initial?.vessel.openPortName ? `${initial.vessel.openPortName}, ${initial.vessel.openPortCountry}` : undefined}
        />
      </Section>
      <Section title="Terms">
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Charter types offered</legend>
          <div className="flex flex-wrap gap-4">
            {charterTypes.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" value={c} className="size-4 accent-navy-900" {...form.register('charterTypes')} /> {charterTypeLabels[c]}
              </label>
            ))}
          </div>
          {err('charterTypes') ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700">
              {err('charterTypes')}
            </p>
          ) : null}
        </fieldset>
        {text('rateUsdPerDay', 'Indicative rate (USD per day, optional)', { inputMode: 'numeric' })}
        <Field label="Status" error={err('status')}>
          {({ id }) => (
            <Select id={id} {...form.register('status')}>
              <option value="available">Available</option>
              <option value="maintenance">In maintenance / drydock</option>
            </Select>
          )}
        </Field>
        <Field label="Description (optional)" error={err('description')} className="sm:col-span-2">
          {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} rows={4} {...form.register('description')} />}
        </Field>
      </Section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
