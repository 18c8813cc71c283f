import { commodities } from '../../../../common/cargoes/commodities';
import { withoutGrouping } from '../../../../common/number-text';
import { regions } from '../../../../common/ports/regions';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { CommitInput } from './commit-input';
import type { BoardKey, BoardState } from './use-board-params';

type Props = { state: BoardState; fieldErrors: Record<string, string> };

/** The cargo board's filters; each choice goes straight into the URL, which the board reads. */
export function BoardFilters({ state, fieldErrors }: Props) {
  const { filters, update } = state;
  const region = (key: BoardKey, label: string) => (
    <Field label={label} error={fieldErrors[key]}>
      {({ id, describedBy }) => (
        <Select
          id={id}
          value={filters[key]}
          aria-describedby={describedBy}
          invalid={!!fieldErrors[key]}
          onChange={(e) => update({ [key]: e.target.value })}
        >
          <option value="">Anywhere</option>
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.code} — {r.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const size = (key: 'minSize' | 'maxSize', label: string) => (
    <Field label={label} error={fieldErrors[key]}>
      {({ id, describedBy }) => (
        <CommitInput
          id={id}
          inputMode="numeric"
          value={filters[key]}
          aria-describedby={describedBy}
          invalid={!!fieldErrors[key]}
          onCommit={(v) => update({ [key]: withoutGrouping(v) })}
        />
      )}
    </Field>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <Field label={label} error={fieldErrors[key]}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          type="date"
          value={filters[key]}
          min={key === 'to' ? filters.from || undefined : undefined}
          aria-describedby={describedBy}
          invalid={!!fieldErrors[key]}
          onChange={(e) => update({ [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form role="search" aria-label="Cargo filters" className="space-y-5" onSubmit={(e) => e.preventDefault()}>
      <Field label="Commodity" error={fieldErrors.commodity}>
        {({ id }) => (
          <Select id={id} value={filters.commodity} invalid={!!fieldErrors.commodity} onChange={(e) => update({ commodity: e.target.value })}>
            <option value="">Any commodity</option>
            {commodities.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Quantity (tonnes)</legend>
        <div className="grid grid-cols-2 gap-3">
          {size('minSize', 'Minimum quantity')}
          {size('maxSize', 'Maximum quantity')}
        </div>
      </fieldset>
      {region('loadRegion', 'Load region')}
      {region('dischargeRegion', 'Discharge region')}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        {date('from', 'Laycan from')}
        {date('to', 'Laycan to')}
      </div>
      {state.active.length > 0 ? (
        <Button variant="secondary" className="w-full" onClick={state.clearAll}>
          Clear all filters
        </Button>
      ) : null}
    </form>
  );
}
