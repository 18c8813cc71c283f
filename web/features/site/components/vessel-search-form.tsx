import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
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

export function VesselSearchForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, watch, formState } = useForm<SearchValues>({
    defaultValues: { type: '', location: '', from: '', to: '' },
  });
  const from = watch('from');
  const toError = formState.errors.to?.message;

  return (
    <form
      noValidate
      role="search"
      aria-label="Vessel search"
      onSubmit={handleSubmit((v) => navigate(vesselSearchPath(v)))}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr_1fr_auto] lg:items-start"
    >
      <Field label="Vessel type">
        {({ id }) => (
          <Select id={id} className="h-10" {...register('type')}>
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
        {({ id }) => <Input id={id} type="text" className="h-10" placeholder="e.g. Rotterdam, US Gulf" autoComplete="off" {...register('location')} />}
      </Field>
      <Field label="Available from">
        {({ id }) => <Input id={id} type="date" className="h-10" {...register('from', { deps: ['to'] })} />}
      </Field>
      <Field label="Available to" error={toError}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="date"
            className="h-10"
            min={from || undefined}
            invalid={!!toError}
            aria-describedby={describedBy}
            {...register('to', {
              validate: (to, values) => !to || !values.from || to >= values.from || endBeforeStartMessage,
            })}
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
