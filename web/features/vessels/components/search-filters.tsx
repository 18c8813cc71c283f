import { useState } from 'react';
import { charterTypeLabels, charterTypes, capacityUnits } from '../../../../common/vessels/schemas';
import { countryCodes, countryName } from '../../../../common/vessels/identifiers';
import { vesselTypeLabels, vesselTypes, type VesselType } from '../../../../common/vessels/vessel-status';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { Port } from '../api/types';
import { DeferredInput } from './deferred-input';
import { PortAutocomplete } from '../../../components/ports/port-autocomplete';
import type { SearchState } from './use-search-params-state';
import { withoutGrouping } from '../../../../common/number-text';

const countries = countryCodes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name));

type Props = { state: SearchState; fieldErrors: Record<string, string>; onPortChosen: (port: Port) => void; id?: string; className?: string };

export function SearchFilters({ state, fieldErrors, onPortChosen, id, className }: Props) {
  const { filters, update } = state;
  const byCapacity = filters.sizeBy === 'capacity';
  const unit = byCapacity ? (filters.type ? capacityUnits[filters.type as VesselType]?.unit : 'in the type’s unit') : 't';

  return (
    <form id={id} role="search" aria-label="Vessel filters" className={cn('space-y-5', className)} onSubmit={(e) => e.preventDefault()}>
      <Field label="Name or IMO number" error={fieldErrors.q}>
        {({ id, describedBy }) => (
          <DeferredInput
            id={id}
            type="search"
            placeholder="Ship name or IMO"
            value={filters.q}
            onCommit={(q) => update({ q })}
            aria-describedby={describedBy}
            invalid={!!fieldErrors.q}
          />
        )}
      </Field>

      <Field label="Vessel type" error={fieldErrors.type}>
        {({ id }) => (
          <Select id={id} value={filters.type} onChange={(e) => update({ type: e.target.value })} invalid={!!fieldErrors.type}>
            <option value="">Any type</option>
            {vesselTypes.map((t) => (
              <option key={t} value={t}>
                {vesselTypeLabels[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Size</legend>
        <div className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm" role="radiogroup" aria-label="Size measured by">
          {(['dwt', 'capacity'] as const).map((by) => {
            const checked = (filters.sizeBy || 'dwt') === by;
            return (
              <label
                key={by}
                className={cn(
                  'cursor-pointer rounded-md px-1 py-1.5 text-center font-medium has-focus-visible:outline-2 has-focus-visible:outline-sea-600',
                  checked ? 'bg-white text-navy-900 shadow-xs' : 'text-slate-600 hover:text-navy-900',
                )}
              >
                <input
                  type="radio"
                  name="sizeBy"
                  value={by}
                  checked={checked}
                  onChange={() => update({ sizeBy: by === 'dwt' ? '' : by })}
                  className="sr-only"
                />
                {by === 'dwt' ? 'Deadweight t' : 'Capacity'}
              </label>
            );
          })}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Minimum size" error={fieldErrors.minSize}>
            {({ id, describedBy }) => (
              <DeferredInput
                id={id}
                inputMode="numeric"
                value={filters.minSize}
                onCommit={(minSize) => update({ minSize: withoutGrouping(minSize) })}
                aria-describedby={describedBy}
                invalid={!!fieldErrors.minSize}
              />
            )}
          </Field>
          <Field label="Maximum size" error={fieldErrors.maxSize}>
            {({ id, describedBy }) => (
              <DeferredInput
                id={id}
                inputMode="numeric"
                value={filters.maxSize}
                onCommit={(maxSize) => update({ maxSize: withoutGrouping(maxSize) })}
                aria-describedby={describedBy}
                invalid={!!fieldErrors.maxSize}
              />
            )}
          </Field>
        </div>
        <p className="text-xs text-slate-500">{byCapacity ? `Capacity ${unit}` : 'Deadweight in tonnes'}</p>
      </fieldset>

      <PortField
        value={filters.port}
        error={fieldErrors.port}
        onChange={(port, p) => {
          if (p) onPortChosen(p);
          update({ port });
        }}
      />

      <Field label="Port country" error={fieldErrors.country}>
        {({ id }) => (
          <Select id={id} value={filters.country} onChange={(e) => update({ country: e.target.value })} invalid={!!fieldErrors.country}>
            <option value="">Any country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {/* Same labels as the home page's search form, which sends these two. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <Field label="Available from" error={fieldErrors.from}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              value={filters.from}
              onChange={(e) => update({ from: e.target.value })}
              aria-describedby={describedBy}
              invalid={!!fieldErrors.from}
            />
          )}
        </Field>
        <Field label="Available to" error={fieldErrors.to}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => update({ to: e.target.value })}
              aria-describedby={describedBy}
              invalid={!!fieldErrors.to}
            />
          )}
        </Field>
      </div>

      <Field label="Charter type" error={fieldErrors.charterType}>
        {({ id }) => (
          <Select id={id} value={filters.charterType} onChange={(e) => update({ charterType: e.target.value })} invalid={!!fieldErrors.charterType}>
            <option value="">Any charter type</option>
            {charterTypes.map((t) => (
              <option key={t} value={t}>
                {charterTypeLabels[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <Field label="Maximum rate (USD per day)" error={fieldErrors.maxRate}>
        {({ id, describedBy }) => (
          <DeferredInput
            id={id}
            inputMode="numeric"
            placeholder="e.g. 25,000"
            value={filters.maxRate}
            onCommit={(maxRate) => update({ maxRate: withoutGrouping(maxRate) })}
            aria-describedby={describedBy}
            invalid={!!fieldErrors.maxRate}
          />
        )}
      </Field>

      {state.active.length > 0 ? (
        <Button variant="secondary" className="w-full" onClick={state.clearAll}>
          Clear all filters
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The autocomplete keeps its own text, so it is remounted when the URL's port changes from elsewhere
 * (back button, removed chip), but not for the change it reported itself, which would wipe what is being typed.
 */
function PortField({ value, error, onChange }: { value: string; error?: string; onChange: (locode: string, port: Port | null) => void }) {
  const [seen, setSeen] = useState(value);
  const [reported, setReported] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== seen) {
    setSeen(value);
    if (value !== reported) {
      setReported(value);
      setGeneration((g) => g + 1);
    }
  }
  return (
    <Field label="Open port" error={error}>
      {({ id, describedBy }) => (
        <PortAutocomplete
          key={generation}
          id={id}
          value={value}
          describedBy={describedBy}
          invalid={!!error}
          placeholder="Port, region or UN/LOCODE"
          allowRegions
          onChange={(locode, port) => {
            setReported(locode);
            onChange(locode, port);
          }}
        />
      )}
    </Field>
  );
}
