import { X } from 'lucide-react';
import { formatLocode } from '../../../../common/ports/locode';
import { isRegionCode, regionOf } from '../../../../common/ports/regions';
import { charterTypeLabels, capacityUnits } from '../../../../common/vessels/schemas';
import { countryName } from '../../../../common/vessels/identifiers';
import type { VesselType } from '../../../../common/vessels/vessel-status';
import { dateText, typeLabel } from '../format';
import type { SearchState } from './use-search-params-state';

type Chip = { key: string; label: string; remove: () => void };

const num = (v: string) => (Number.isFinite(Number(v)) ? Number(v).toLocaleString('en-US') : v);

/** The filters in force, each removable on its own: the only place the home page's free-text location shows. */
export function FilterChips({ state, portName }: { state: SearchState; portName?: string }) {
  const { raw, update } = state;
  const chips: Chip[] = [];
  if (raw.q) chips.push({ key: 'q', label: `Name or IMO: “${raw.q}”`, remove: () => update({ q: '' }) });
  if (raw.type) chips.push({ key: 'type', label: typeLabel(raw.type), remove: () => update({ type: '' }) });
  if (raw.minSize || raw.maxSize) {
    const unit = raw.sizeBy === 'capacity' ? (capacityUnits[raw.type as VesselType]?.unit ?? 'capacity') : 'dwt';
    const range =
      raw.minSize && raw.maxSize
        ? `${num(raw.minSize)}–${num(raw.maxSize)}`
        : raw.minSize
          ? `at least ${num(raw.minSize)}`
          : `up to ${num(raw.maxSize)}`;
    chips.push({ key: 'size', label: `Size ${range} ${unit}`, remove: () => update({ minSize: '', maxSize: '' }) });
  }
  if (isRegionCode(raw.port)) {
    const region = regionOf(raw.port);
    chips.push({ key: 'port', label: `Open in: ${region.name} (${region.code})`, remove: () => update({ port: '' }) });
  } else if (raw.port)
    chips.push({
      key: 'port',
      label: `Open port: ${portName ? `${portName} (${formatLocode(raw.port)})` : formatLocode(raw.port)}`,
      remove: () => update({ port: '' }),
    });
  if (raw.country) chips.push({ key: 'country', label: `Country: ${countryName(raw.country)}`, remove: () => update({ country: '' }) });
  if (raw.location) chips.push({ key: 'location', label: `Location: ${raw.location}`, remove: () => update({ location: '' }) });
  if (raw.from || raw.to) {
    const label =
      raw.from && raw.to ? `${dateText(raw.from)} – ${dateText(raw.to)}` : raw.from ? `from ${dateText(raw.from)}` : `until ${dateText(raw.to)}`;
    chips.push({ key: 'dates', label: `Available ${label}`, remove: state.removeDates });
  }
  if (raw.charterType)
    chips.push({
      key: 'charterType',
      label: charterTypeLabels[raw.charterType as keyof typeof charterTypeLabels] ?? raw.charterType,
      remove: () => update({ charterType: '' }),
    });
  if (raw.maxRate) chips.push({ key: 'maxRate', label: `Up to USD ${num(raw.maxRate)}/day`, remove: () => update({ maxRate: '' }) });

  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.key} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={c.remove}
              aria-label={`Remove filter: ${c.label}`}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-navy-50 py-1 pl-3 pr-2 text-sm font-medium text-navy-800 ring-1 ring-inset ring-navy-200 hover:bg-navy-100"
            >
              <span className="truncate">{c.label}</span>
              <X aria-hidden className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={state.clearAll} className="text-sm font-medium text-sea-700 underline hover:text-sea-800">
          Clear all
        </button>
      ) : null}
    </div>
  );
}
