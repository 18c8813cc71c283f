import type { UseFormReturn } from 'react-hook-form';
import { iceClasses, iceClassLabels, speedPairs } from '../../../../common/vessels/particulars';
import type { VesselInput, VesselValues } from '../../../../common/vessels/schemas';
import type { VesselType } from '../../../../common/vessels/vessel-status';
import { Field, Input, Select } from '../../../components/ui/field';

type Form = UseFormReturn<VesselInput, unknown, VesselValues>;
type Name = keyof VesselInput;

const errorOf = (form: Form, name: Name) => form.formState.errors[name]?.message as string | undefined;

function FigureField({ form, name, label, hint }: { form: Form; name: Name; label: string; hint?: string }) {
  const error = errorOf(form, name);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy }) => <Input id={id} inputMode="decimal" aria-describedby={describedBy} invalid={!!error} {...form.register(name)} />}
    </Field>
  );
}

/**
 * Cubic, gear, holds and ice class. A bulk carrier's grain and a general cargo ship's bale are the capacity given
 * above (common/vessels/particulars.ts mirrors it), so only the other figure is asked for.
 */
export function CargoGearFields({ form, type }: { form: Form; type: VesselType }) {
  const iceError = errorOf(form, 'iceClass');
  return (
    <>
      {type !== 'bulkCarrier' ? (
        <FigureField form={form} name="grainCubicM" label="Grain cubic (m³, optional)" hint="Hold volume to the hatch coamings, for bulk cargo" />
      ) : null}
      {type !== 'general' ? (
        <FigureField
          form={form}
          name="baleCubicM"
          label="Bale cubic (m³, optional)"
          hint="Inside the frames and beams, for bagged or packaged cargo"
        />
      ) : null}
      <FigureField form={form} name="holds" label="Holds (optional)" />
      <FigureField form={form} name="hatches" label="Hatches (optional)" />
      <FigureField form={form} name="cranes" label="Cranes (optional)" hint="0 for a gearless ship" />
      <FigureField form={form} name="craneSwlT" label="Crane SWL (t, optional)" hint="Safe working load of each crane, e.g. 30" />
      <FigureField form={form} name="grabs" label="Grabs (optional)" />
      <FigureField form={form} name="grabCubicM" label="Grab capacity (m³, optional)" hint="Each grab, e.g. 12" />
      <Field label="Ice class (optional)" error={iceError} hint="Finnish-Swedish class, for Baltic winter trading">
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} invalid={!!iceError} {...form.register('iceClass')}>
            <option value="">Not given</option>
            {iceClasses.map((c) => (
              <option key={c} value={c}>
                {iceClassLabels[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FigureField
        form={form}
        name="constantsT"
        label="Constants (t, optional)"
        hint="Stores, fresh water and constants: taken off the deadweight for the cargo intake"
      />
    </>
  );
}

const legs = [
  { leg: 'Laden', full: speedPairs[0], eco: speedPairs[2] },
  { leg: 'Ballast', full: speedPairs[1], eco: speedPairs[3] },
] as const;

function Cell({ form, name, label }: { form: Form; name: Name; label: string }) {
  const error = errorOf(form, name);
  return (
    <td className="p-1 align-top">
      <Input aria-label={label} inputMode="decimal" invalid={!!error} {...form.register(name)} />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </td>
  );
}

/** Speed and consumption as a ship's description gives them: laden and ballast, at full and eco speed. */
export function SpeedConsumptionFields({ form }: { form: Form }) {
  return (
    <div className="space-y-4 sm:col-span-2">
      <p className="text-sm text-slate-500">
        Speed in knots and fuel at sea in tonnes a day, about, in good weather. Give a speed with its consumption; eco is the slower, cheaper setting.
        Charterers’ estimates use these for the ballast leg and the voyage.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">Speed and consumption</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="p-1 font-medium" />
              <th scope="col" className="p-1 font-medium">
                Full speed (kn)
              </th>
              <th scope="col" className="p-1 font-medium">
                Full consumption (t/day)
              </th>
              <th scope="col" className="p-1 font-medium">
                Eco speed (kn)
              </th>
              <th scope="col" className="p-1 font-medium">
                Eco consumption (t/day)
              </th>
            </tr>
          </thead>
          <tbody>
            {legs.map(({ leg, full, eco }) => (
              <tr key={leg}>
                <th scope="row" className="p-1 text-left font-medium text-slate-800">
                  {leg}
                </th>
                <Cell form={form} name={full.speed} label={`${leg} speed (kn)`} />
                <Cell form={form} name={full.consumption} label={`${leg} consumption (t/day)`} />
                <Cell form={form} name={eco.speed} label={`Eco ${leg.toLowerCase()} speed (kn)`} />
                <Cell form={form} name={eco.consumption} label={`Eco ${leg.toLowerCase()} consumption (t/day)`} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureField form={form} name="portConsumptionT" label="Port consumption (t/day, optional)" hint="Idle or working in port" />
      </div>
    </div>
  );
}
