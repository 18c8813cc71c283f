import { Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';

export const vesselTypeOptions = [
  { value: 'bulkCarrier', label: 'Bulk carrier' },
  { value: 'container', label: 'Container ship' },
  { value: 'tanker', label: 'Tanker' },
  { value: 'roro', label: 'Ro-ro' },
  { value: 'passenger', label: 'Passenger' },
  { value: 'general', label: 'General cargo' },
] as const;

type SearchValues = { type: string; location: string; from: string; to: string };

export const endBeforeStartMessage = 'The end date must be on or after the start date';

/** Builds /vessels?type=..&location=..&from=..&to=.., leaving out whatever is empty. */
export function vesselSearchPath(v: SearchValues) {
  const params = new URLSearchParams();
  if (v.type) params.set('type', v.type);
  if (v.location.trim()) params.set('location', v.location.trim());
  if (v.from) params.set('from', v.from);
  if (v.to) params.set('to', v.to);
  const query = params.toString();
  return query ? `/vessels?${query}` : '/vessels';
}

/**
 * A plain GET form to /vessels: it searches even before the page has hydrated (the home page is rendered on
 * the server), and once it has, the browser checks the dates and navigates without a page load.
 */
export function VesselSearchForm() {
  const navigate = useNavigate();
  const [from, setFrom] = useState('');
  const [toError, setToError] = useState<string | undefined>();
  const toInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(['type', 'location', 'from', 'to'].map((k) => [k, String(data.get(k) ?? '')])) as SearchValues;
    const error = values.to && values.from && values.to < values.from ? endBeforeStartMessage : undefined;
    setToError(error);
    if (error) return toInput.current?.focus();
    void navigate(vesselSearchPath(values));
  };

  return (
    <form
      noValidate
      method="get"
      action="/vessels"
      role="search"
      aria-label="Vessel search"
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr_1fr_auto] lg:items-start"
    >
      <Field label="Vessel type">
        {({ id }) => (
          <Select id={id} name="type" className="h-10" defaultValue="">
            <option value="">Any type</option>
            {vesselTypeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Open port or region">
        {({ id }) => <Input id={id} name="location" type="text" className="h-10" placeholder="e.g. Rotterdam, US Gulf" autoComplete="off" />}
      </Field>
      <Field label="Available from">
        {({ id }) => <Input id={id} name="from" type="date" className="h-10" onChange={(e) => setFrom(e.target.value)} />}
      </Field>
      <Field label="Available to" error={toError}>
        {({ id, describedBy }) => (
          <Input
            ref={toInput}
            id={id}
            name="to"
            type="date"
            className="h-10"
            min={from || undefined}
            invalid={!!toError}
            aria-describedby={describedBy}
            onChange={() => setToError(undefined)}
          />
        )}
      </Field>
      <div className="sm:col-span-2 lg:col-span-1 lg:pt-7">
        <Button type="submit" size="md" className="w-full lg:w-auto">
          <Search aria-hidden className="size-4" />
          Search vessels
        </Button>
      </div>
    </form>
  );
}
