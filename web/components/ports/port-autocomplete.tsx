import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatLocode } from '../../../common/ports/locode';
import type { Port, RegionChoice } from '../../../common/ports/api';
import { isRegionCode, regionNames } from '../../../common/ports/region-names';
import { inputClass } from '../ui/field';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { usePortNames } from './use-port-names';
import { usePortSearch } from './use-port-search';

type Props = {
  id?: string;
  value: string; // the chosen UN/LOCODE (or region code, where allowed), or ''
  label?: string; // the chosen port's display text, when known
  /** A region code where one was chosen (allowRegions), with `null` for the port. */
  onChange: (locode: string, port: Port | null) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  /** Also offers the regions brokers name ("US Gulf (USG) · region"), for fields that take a place, not only a port. */
  allowRegions?: boolean;
};

type Option = { kind: 'region'; region: RegionChoice } | { kind: 'port'; port: Port };
const optionKey = (o: Option) => (o.kind === 'region' ? o.region.code : o.port.locode);
const regionText = (r: RegionChoice) => `${r.name} (${r.code})`;

/**
 * Shared by every form that names a port (a vessel's open port, the search, a deal's terms). Finds a port by UN/LOCODE,
 * name, other name or country as you type (an ARIA combobox: arrows, Enter, Escape); with `allowRegions`, regions too.
 */
export function PortAutocomplete({
  id,
  value,
  label,
  onChange,
  invalid,
  describedBy,
  placeholder = 'Port name, country or UN/LOCODE',
  allowRegions = false,
}: Props) {
  const chosenRegion = allowRegions && isRegionCode(value) ? { code: value, name: regionNames[value] } : null;
  // What the member typed or chose; until then a port given by code is written by its name, looked up (#25).
  const [typed, setText] = useState<string | null>(label ?? null);
  const names = usePortNames(typed === null && value && !chosenRegion ? [value] : []);
  const valueText = chosenRegion ? regionText(chosenRegion) : names[value] ? `${names[value]} (${formatLocode(value)})` : formatLocode(value);
  const text = typed ?? (value ? valueText : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text, 120);
  const { data } = usePortSearch(open ? q : '');
  const options: Option[] = [
    // Stubs and older answers may lack regions: a field then offers ports only.
    ...(allowRegions ? (data?.regions ?? []).map((region) => ({ kind: 'region' as const, region })) : []),
    ...(data?.items ?? []).map((port) => ({ kind: 'port' as const, port })),
  ];
  const listId = useId();

  const choose = (o: Option) => {
    setOpen(false);
    if (o.kind === 'region') {
      setText(regionText(o.region));
      onChange(o.region.code, null);
    } else {
      setText(`${o.port.name}, ${o.port.countryName} (${formatLocode(o.port.locode)})`);
      onChange(o.port.locode, o.port);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id={id}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${optionKey(options[active])}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        className={cn(inputClass, 'pl-9')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange('', null);
        }}
        onFocus={() => text && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && options.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((o, i) => (
            <li
              key={optionKey(o)}
              id={`${listId}-${optionKey(o)}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                i === active ? 'bg-navy-50 text-navy-900' : 'text-slate-800',
              )}
            >
              {o.kind === 'region' ? (
                <span>
                  {regionText(o.region)} <span className="text-slate-500">· region</span>
                </span>
              ) : (
                <>
                  <span>
                    {o.port.name}, <span className="text-slate-600">{o.port.countryName}</span>
                  </span>
                  <code className="shrink-0 text-xs text-slate-500">{formatLocode(o.port.locode)}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
