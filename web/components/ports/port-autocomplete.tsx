import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatLocode } from '../../../common/ports/locode';
import type { Port } from '../../../common/ports/api';
import { inputClass } from '../ui/field';
import { cn } from '../../lib/cn';
import { useDebounced } from '../../lib/use-debounced';
import { usePortNames } from './use-port-names';
import { usePortSearch } from './use-port-search';

type Props = {
  id?: string;
  value: string; // the chosen UN/LOCODE, or ''
  label?: string; // the chosen port's display text, when known
  onChange: (locode: string, port: Port | null) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
};

/** Shared by every form that names a port (a vessel's open port, the search, a deal's terms). Finds a port by UN/LOCODE, name or country as you type (an ARIA combobox: arrows, Enter, Escape). */
export function PortAutocomplete({ id, value, label, onChange, invalid, describedBy, placeholder = 'Port name, country or UN/LOCODE' }: Props) {
  // What the member typed or chose; until then a port given by code is written by its name, looked up (#25).
  const [typed, setText] = useState<string | null>(label ?? null);
  const names = usePortNames(typed === null && value ? [value] : []);
  const text = typed ?? (value ? (names[value] ? `${names[value]} (${formatLocode(value)})` : formatLocode(value)) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text, 120);
  const { data: ports = [] } = usePortSearch(open ? q : '');
  const listId = useId();

  const choose = (p: Port) => {
    setText(`${p.name}, ${p.countryName} (${formatLocode(p.locode)})`);
    setOpen(false);
    onChange(p.locode, p);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, ports.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && ports[active]) {
      e.preventDefault();
      choose(ports[active]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        id={id}
        role="combobox"
        aria-expanded={open && ports.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && ports[active] ? `${listId}-${ports[active].locode}` : undefined}
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
      {open && ports.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {ports.map((p, i) => (
            <li
              key={p.locode}
              id={`${listId}-${p.locode}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(p);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                i === active ? 'bg-navy-50 text-navy-900' : 'text-slate-800',
              )}
            >
              <span>
                {p.name}, <span className="text-slate-600">{p.countryName}</span>
              </span>
              <code className="shrink-0 text-xs text-slate-500">{formatLocode(p.locode)}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
