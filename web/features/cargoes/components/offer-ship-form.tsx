import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { cargoTermsDraft } from '../../../../common/cargoes/deal-terms';
import { cargoOfferInputSchema, type CargoOfferInput, type CargoOfferValues } from '../../../../common/cargoes/offer-api';
import { termsTimingIssues } from '../../../../common/charters/offers';
import { TermsFields } from '../../../components/terms/terms-fields';
import { withUnknownFiguresBlank } from '../../../components/terms/unknown-figures';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { Alert, Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { useOfferShip } from '../api/offer-ship';

/** The API's schema plus the rule that reads the clock, with the browser's time. */
const schema = cargoOfferInputSchema.superRefine((v, ctx) => {
  for (const [path, message] of Object.entries(termsTimingIssues(v.terms, new Date())))
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
});

export type OfferableShip = { id: string; name: string; imo: string | null; charterTypes: string[] };

/**
 * "Offer your ship": the owner picks one of their ships on the market (the one the match named, when it came from
 * one) and sends an indication on the cargo's terms, drafted from the order (common/cargoes/deal-terms.ts) and
 * theirs to change; the deal opens and the page moves to it. `voyageDays`: the match's voyage estimate, if any.
 */
export function OfferShipForm({
  cargo,
  ships,
  vesselId,
  voyageDays,
}: {
  cargo: CargoOrder;
  ships: OfferableShip[];
  vesselId?: string;
  voyageDays?: number | null;
}) {
  const navigate = useNavigate();
  const send = useOfferShip(cargo.id);
  const type = cargo.charterType === 'tct' ? 'time' : 'voyage';
  const fitting = ships.filter((s) => s.charterTypes.includes(type));
  const chosen = fitting.find((s) => s.id === vesselId)?.id ?? fitting[0]?.id ?? '';
  const form = useForm<CargoOfferInput, unknown, CargoOfferValues>({
    resolver: zodResolver(schema),
    defaultValues: { vesselId: chosen, terms: withUnknownFiguresBlank(cargoTermsDraft(cargo, { voyageDays })) },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const deal = await send.mutateAsync(values);
      await navigate(`/app/deals/${deal.id}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [f, m] of Object.entries(e.fields)) form.setError(f as 'vesselId', { message: m });
      form.setError('root', { message: e.message });
    }
  });

  if (fitting.length === 0) {
    return (
      <Alert className="mt-6">
        None of your ships on the market is offered for {type === 'time' ? 'time' : 'voyage'} charter. Ships that are archived, suspended or whose
        P&amp;I cover expired cannot be offered.
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <Card className="p-5">
        <Field label="Your ship" error={form.formState.errors.vesselId?.message}>
          {({ id }) => (
            <Select id={id} {...form.register('vesselId')}>
              {fitting.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.imo ? ` (IMO ${s.imo})` : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Card>
      <Card className="p-5 sm:p-6">
        <p className="mb-4 text-sm text-slate-600">
          Drafted from the cargo order: check every figure. Fill what the order leaves to you (demurrage, despatch
          {cargo.freightIdea === null ? ', the freight' : ''}), and name the port where the order gives a region.
        </p>
        <TermsFields form={form} typeFixed />
      </Card>
      {form.formState.errors.root ? <Alert>{form.formState.errors.root.message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="accent" size="lg" disabled={send.isPending}>
          <Send aria-hidden className="size-4" /> {send.isPending ? 'Sending…' : 'Send indication'}
        </Button>
        <p className="text-sm text-slate-600">An indication is not binding. The charterer is told at once, in Fairlead and by e-mail.</p>
      </div>
    </form>
  );
}
