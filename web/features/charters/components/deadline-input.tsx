import { useState } from 'react';
import { instantToZoned, zonedToInstant } from '../../../../common/charters/time-text';
import { Input } from '../../../components/ui/field';

type Props = { id: string; value: string; zone: string; onChange: (iso: string) => void; invalid?: boolean; describedBy?: string };

/** A date and time as the sender states it in their zone ("17:00 Europe/London"), kept as the instant it means. */
export function DeadlineInput({ id, value, zone, onChange, invalid, describedBy }: Props) {
  const [local, setLocal] = useState(() => instantToZoned(value, zone));
  const [zoneShown, setZoneShown] = useState(zone);
  if (zoneShown !== zone) {
    // The zone changed: the same wall-clock time now means another instant.
    setZoneShown(zone);
    onChange(zonedToInstant(local, zone));
  }
  return (
    <Input
      id={id}
      type="datetime-local"
      value={local}
      invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => {
        setLocal(e.target.value);
        onChange(zonedToInstant(e.target.value, zone));
      }}
    />
  );
}
