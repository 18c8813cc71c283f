import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type z } from 'zod';
import { enquiryInputSchema, termsTimingIssues, type EnquiryInput } from '../../../../common/charters/offers';
import { vesselsApi } from '../../../../common/vessels/api';
import { Button } from '../../../components/ui/button';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError, call } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSendEnquiry } from '../api/deals';
import { defaultTerms } from '../components/default-terms';
import { TermsFields } from '../../../components/terms/terms-fields';
import type { CargoDraft } from '../api/cargo-draft';

/** The API's schema plus the rule that reads the clock, with the browser's time. */
const schema = enquiryInputSchema.superRefine((v, ctx) => {
  for (const [path, message] of Object.entries(termsTimingIssues(v.terms, new Date())))
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
});
type Values = z.output<typeof enquiryInputSchema>;

/** A charterer states the business on a ship: the owner answers with an offer. */
export default function EnquiryPage() {
  usePageTitle('Send enquiry');
  const [params] = useSearchParams();
  const vesselId = params.get('vessel') ?? '';
  // ?cargo=<id>: the enquiry is for one of the charterer's cargo orders (a match's "Send enquiry"), prefilled from it.
  const cargoId = params.get('cargo') ?? '';
  const vessel = useQuery({
    queryKey: ['vessel', vesselId],
    queryFn: ({ signal }) => call(vesselsApi.page, { params: { id: vesselId }, signal }),
    enabled: !!vesselId,
  });
  const cargo = useQuery({
    // Not ['cargo', id]: the order's own page caches the order itself under that key, and its "Send enquiry" would
    // then read the order as this draft (no title, no terms) and open a form the order had not filled.
    queryKey: ['cargo', cargoId, 'enquiry draft'],
    queryFn: ({ signal }) => import('../api/cargo-draft').then((m) => m.cargoDraft(cargoId, signal)),
    enabled: !!cargoId,
  });
  const data = vessel.data;
  const error = vessel.error ?? cargo.error;
  const ready = data && (!cargoId || cargo.data);

  return (
    <section className="max-w-3xl">
      <Link
        to={vesselId ? `/vessels/${vesselId}` : '/vessels'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the vessel
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">Send enquiry</h1>
      <p className="mt-1 text-sm text-slate-600">
        State the business. The owner answers with an indication or a firm offer; every version is kept on the deal’s record. Enquiries never hold the
        ship’s dates.
      </p>
      {!vesselId || error ? (
        <Alert className="mt-6">{error?.message ?? 'Choose a vessel first: open it from the search and press Send enquiry.'}</Alert>
      ) : null}
      {cargo.data ? <p className="mt-3 text-sm font-medium text-navy-900">For your cargo order: {cargo.data.title}</p> : null}
      {ready ? (
        <EnquiryForm vessel={data.vessel} cargo={cargo.data} />
      ) : !error && vesselId ? (
        <Skeleton className="mt-6 h-[40rem] rounded-xl" />
      ) : null}
    </section>
  );
}

type Vessel = { id: string; name: string; imo: string | null; openPort: string | null; openDate: string | null; charterTypes: string[] };

/** The terms the form starts from: the cargo order's, drafted as an owner's offer would be, else the ship's defaults. */
const startingTerms = (vessel: Vessel, offered: ('voyage' | 'time')[], cargo?: CargoDraft) =>
  cargo ? cargo.terms : defaultTerms(offered[0] ?? 'voyage', vessel);

function EnquiryForm({ vessel, cargo }: { vessel: Vessel; cargo?: CargoDraft }) {
  const navigate = useNavigate();
  const send = useSendEnquiry();
  const offered = (['voyage', 'time'] as const).filter((t) => vessel.charterTypes.includes(t));
  const form = useForm<EnquiryInput, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { vesselId: vessel.id, terms: startingTerms(vessel, offered, cargo) },
  });
  const type = form.watch('terms.charterType');
  const shown = useRef(type);
  useEffect(() => {
    if (shown.current === type) return;
    shown.current = type;
    const { laycanFrom, laycanTo, currency, law, remarks } = form.getValues('terms');
    form.reset({ vesselId: vessel.id, terms: { ...defaultTerms(type, vessel), laycanFrom, laycanTo, currency, law, remarks } });
  }, [type, form, vessel]);

  const submit = form.handleSubmit(async (values) => {
    try {
      // From a cargo order, the deal is linked to it: the server checks the order is the charterer's own and open.
      const { deal } = await send.mutateAsync(cargo ? { ...values, cargoOrderId: cargo.id } : values);
      await navigate(`/app/deals/${deal.id}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      for (const [f, m] of Object.entries(e.fields)) form.setError(f as 'terms', { message: m });
      form.setError('root', { message: e.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <Card className="p-5">
        <p className="text-sm text-slate-600">Vessel</p>
        <p className="text-lg font-semibold text-navy-900">
          {vessel.name} {vessel.imo ? <span className="text-sm font-normal text-slate-600">IMO {vessel.imo}</span> : null}
        </p>
        {offered.length === 0 ? (
          <Alert className="mt-3">This vessel is offered only for bareboat charter, which Fairlead does not negotiate yet.</Alert>
        ) : null}
      </Card>
      <Card className="p-5 sm:p-6">
        <TermsFields form={form} />
      </Card>
      {form.formState.errors.root ? <Alert>{form.formState.errors.root.message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="accent" size="lg" disabled={send.isPending || offered.length === 0}>
          <Send aria-hidden className="size-4" /> {send.isPending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <p className="text-sm text-slate-600">The owner is told at once, in Fairlead and by e-mail.</p>
      </div>
    </form>
  );
}
