import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { blockInputSchema, blockReasonLabels, blockReasons, type Block, type BlockInput } from '../../../../common/vessels/blocks';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useAddBlock, useRemoveBlock } from '../api/fleet';
import { dateText } from '../format';

/** Dates the owner takes off the market; charterers see them as booked, without the reason. */
export function CalendarBlocks({ vesselId, blocks }: { vesselId: string; blocks: Block[] }) {
  const add = useAddBlock(vesselId);
  const remove = useRemoveBlock(vesselId);
  const form = useForm<BlockInput>({ resolver: zodResolver(blockInputSchema), defaultValues: { start: '', end: '', reason: 'drydock', note: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [f, m] of Object.entries(e.fields)) form.setError(f as keyof BlockInput, { message: m });
      form.setError('root', { message: e.message });
    }
  });
  return (
    <div className="space-y-4">
      {blocks.length ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {blocks.map((b) => (
            <li key={b.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">
                  {dateText(b.start)} – {dateText(b.end)}
                </span>{' '}
                · {blockReasonLabels[b.reason]}
                {b.note ? <span className="block text-slate-600">{b.note}</span> : null}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Unblock ${dateText(b.start)} to ${dateText(b.end)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(b.id)}
              >
                <Trash2 aria-hidden className="size-4" /> Unblock
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No dates blocked. Deals on subjects and fixtures hold the ship’s dates by themselves.</p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr] sm:items-start">
        <Field label="From" error={errors.start?.message}>
          {({ id }) => <Input id={id} type="date" invalid={!!errors.start} {...form.register('start')} />}
        </Field>
        <Field label="To" error={errors.end?.message}>
          {({ id }) => <Input id={id} type="date" invalid={!!errors.end} {...form.register('end')} />}
        </Field>
        <Field label="Why" error={errors.reason?.message}>
          {({ id }) => (
            <Select id={id} {...form.register('reason')}>
              {blockReasons.map((r) => (
                <option key={r} value={r}>
                  {blockReasonLabels[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Note (only you see it)" error={errors.note?.message} className="sm:col-span-2">
          {({ id }) => <Input id={id} placeholder="Special survey at Chalkis" {...form.register('note')} />}
        </Field>
        <div className="sm:pt-7">
          <Button type="submit" variant="secondary" className="w-full" disabled={add.isPending}>
            Block dates
          </Button>
        </div>
      </form>
      {errors.root ? <Alert>{errors.root.message}</Alert> : null}
    </div>
  );
}
