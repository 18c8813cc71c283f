import { useState } from 'react';
import { isRegionCode, regions } from '../../../../common/ports/regions';
import { PortAutocomplete } from '../../../components/ports/port-autocomplete';
import { Select } from '../../../components/ui/field';

type Props = {
  id: string;
  /** A port's UN/LOCODE, a region's code ("ECSA"), or ''. */
  value: string;
  /** What the field is for, for the port-or-region switch's own label ("Load"). */
  name: string;
  /** The chosen place's display text when known (an order being edited). */
  label?: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A port or a region brokers name ("ECSA"): a switch between the port autocomplete and the list of regions.
 * Kept behind this one component so it can give way to the port autocomplete's own regions once it has them.
 */
export function PlaceInput({ id, value, name, label, onChange, invalid, describedBy }: Props) {
  const [kind, setKind] = useState<'port' | 'region'>(value && isRegionCode(value) ? 'region' : 'port');
  return (
    <div className="flex gap-2">
      <Select
        aria-label={`${name}: port or region`}
        className="w-28 shrink-0"
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as 'port' | 'region');
          onChange('');
        }}
      >
        <option value="port">Port</option>
        <option value="region">Region</option>
      </Select>
      <div className="min-w-0 flex-1">
        {kind === 'port' ? (
          <PortAutocomplete id={id} value={value} label={label} describedBy={describedBy} invalid={invalid} onChange={(locode) => onChange(locode)} />
        ) : (
          <Select id={id} value={value} aria-describedby={describedBy} invalid={invalid} onChange={(e) => onChange(e.target.value)}>
            <option value="">Choose a region</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.code} — {r.name}
              </option>
            ))}
          </Select>
        )}
      </div>
    </div>
  );
}
