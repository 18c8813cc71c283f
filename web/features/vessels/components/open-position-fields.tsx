import { Controller, useFormState, type Control } from 'react-hook-form';
import { regions } from '../../../../common/ports/regions';
import type { VesselPositionInput } from '../../../../common/vessels/particulars';
import { PortAutocomplete } from '../../../components/ports/port-autocomplete';
import { Field, Input, Select } from '../../../components/ui/field';

type Props = {
  /** The vessel form's or the position dialog's: both carry the position under the same names. */
  control: Control<VesselPositionInput>;
  /** The open port's name, when the page already knows it. */
  portLabel?: string;
};

const regionLabel = (r: (typeof regions)[number]) => `${r.code} — ${r.name}`;

/**
 * Where and when the ship opens, as an owner writes it in a position list ("open ECSA 10/15 Jan"): a port or a
 * region, a first and last open date, and the ranges preferred or excluded. Shared by the vessel form and the
 * fleet page's quick update, so both say it in the same words and check it with the same schema.
 */
export function OpenPositionFields({ control, portLabel }: Props) {
  const { errors } = useFormState({ control });
  const err = (name: keyof VesselPositionInput) => errors[name]?.message as string | undefined;
  return (
    <>
      <Controller
        control={control}
        name="openRegion"
        render={({ field: region }) => (
          <>
            <Field label="Open port" error={err('openPort')} hint="Where the ship is free next, if at a port">
              {({ id, describedBy }) => (
                <Controller
                  control={control}
                  name="openPort"
                  render={({ field }) => (
                    <PortAutocomplete
                      // Choosing a region clears the port, and the field's own text with it.
                      key={region.value ? 'cleared' : 'port'}
                      id={id}
                      describedBy={describedBy}
                      value={(field.value as string) ?? ''}
                      label={field.value ? portLabel : undefined}
                      invalid={!!err('openPort')}
                      onChange={(locode) => {
                        field.onChange(locode);
                        if (locode) region.onChange('');
                      }}
                    />
                  )}
                />
              )}
            </Field>
            <Controller
              control={control}
              name="openPort"
              render={({ field: port }) => (
                <Field label="or open region" error={err('openRegion')} hint="A range brokers name, when the port is not fixed yet">
                  {({ id, describedBy }) => (
                    <Select
                      id={id}
                      aria-describedby={describedBy}
                      invalid={!!err('openRegion')}
                      value={(region.value as string) ?? ''}
                      onChange={(e) => {
                        region.onChange(e.target.value);
                        if (e.target.value) port.onChange('');
                      }}
                    >
                      <option value="">No region: open at the port</option>
                      {regions.map((r) => (
                        <option key={r.code} value={r.code}>
                          {regionLabel(r)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}
            />
          </>
        )}
      />
      {(['openDate', 'openDateTo'] as const).map((name) => (
        <Field
          key={name}
          label={name === 'openDate' ? 'Open from' : 'Open until (optional)'}
          error={err(name)}
          hint={name === 'openDate' ? 'The first day the ship can load' : 'The last day of the open range; empty: from the first day on'}
        >
          {({ id, describedBy }) => (
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Input id={id} type="date" aria-describedby={describedBy} invalid={!!err(name)} {...field} value={(field.value as string) ?? ''} />
              )}
            />
          )}
        </Field>
      ))}
      {(['preferredRegions', 'excludedRegions'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => {
            const chosen = (field.value ?? []) as string[];
            return (
              <fieldset className="sm:col-span-2">
                <legend className="mb-1 text-sm font-medium text-slate-800">
                  {name === 'preferredRegions' ? 'Preferred ranges (optional)' : 'Excluded ranges (optional)'}
                </legend>
                <p className="mb-2 text-sm text-slate-500">
                  {name === 'preferredRegions'
                    ? 'Where the owner would like the next cargo to go: matching ranks these first.'
                    : 'Where the ship will not trade (trading limits, war risk, ice): matching leaves these out.'}
                </p>
                <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                  {regions.map((r) => (
                    <label key={r.code} className="flex items-center gap-2 text-sm text-slate-700" title={r.name}>
                      <input
                        type="checkbox"
                        className="size-4 accent-navy-900"
                        aria-label={`${name === 'preferredRegions' ? 'Prefer' : 'Exclude'} ${regionLabel(r)}`}
                        checked={chosen.includes(r.code)}
                        onChange={(e) => field.onChange(e.target.checked ? [...chosen, r.code] : chosen.filter((c) => c !== r.code))}
                      />
                      {r.code}
                    </label>
                  ))}
                </div>
                {err(name) ? (
                  <p role="alert" className="mt-1.5 text-sm text-red-700">
                    {err(name)}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
      ))}
    </>
  );
}
