import { Select } from '../../../components/ui/field';
import { zoneName } from './words';

let zones: string[] | undefined;
/** The IANA zones this browser knows: the same list the server checks a statement's zone against. */
export const timeZones = () => (zones ??= Intl.supportedValuesOf('timeZone'));

/** A first guess for a new statement: the viewer's own zone (often the agent's, at the port), else the first known. */
export function guessZone(): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZones().includes(own) ? own : (timeZones()[0] ?? 'UTC');
}

type Props = { id: string; value: string; onChange: (zone: string) => void; describedBy?: string; invalid?: boolean };

export function TimeZoneSelect({ id, value, onChange, describedBy, invalid }: Props) {
  const list = timeZones().includes(value) ? timeZones() : [value, ...timeZones()];
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} invalid={invalid}>
      {list.map((z) => (
        <option key={z} value={z}>
          {zoneName(z)}
        </option>
      ))}
    </Select>
  );
}
