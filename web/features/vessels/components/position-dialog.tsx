import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { vesselPositionSchema, type VesselPositionInput, type VesselPositionValues } from '../../../../common/vessels/particulars';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import type { VesselParticulars } from '../api/types';
import { OpenPositionFields } from './open-position-fields';

type Props = {
  vessel: VesselParticulars;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Sends the position; a refusal from the server (ApiError) is shown under its fields. */
  onSave: (input: VesselPositionInput) => Promise<unknown>;
};

export const positionValues = (v: VesselParticulars): VesselPositionInput => ({
  openPort: v.openPort ?? '',
  openRegion: v.openRegion ?? '',
  openDate: v.openDate ?? '',
  openDateTo: v.openDateTo ?? '',
  preferredRegions: v.preferredRegions as VesselPositionInput['preferredRegions'],
  excludedRegions: v.excludedRegions as VesselPositionInput['excludedRegions'],
});

/** The owner's daily "open where, when" for one ship, without the whole vessel form. */
export function PositionDialog({ vessel, open, onOpenChange, pending, onSave }: Props) {
  const form = useForm<VesselPositionInput, unknown, VesselPositionValues>({
    resolver: zodResolver(vesselPositionSchema),
    defaultValues: positionValues(vessel),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values as unknown as VesselPositionInput);
      onOpenChange(false);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [f, m] of Object.entries(e.fields)) form.setError(f as keyof VesselPositionInput, { message: m });
      form.setError('root', { message: e.message });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) form.reset(positionValues(vessel));
        onOpenChange(o);
      }}
      title={`Open position of ${vessel.name}`}
      description="Where and when the ship is free next. Charterers and matching read it as soon as it is saved."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {form.formState.errors.root?.message ? <Alert>{form.formState.errors.root.message}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <OpenPositionFields control={form.control} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save position'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
