import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { portsOf } from '../../../../common/charters/agreed-text';
import { termRows } from '../../../../common/charters/term-rows';
import { countryName } from '../../../../common/vessels/identifiers';
import { Button } from '../../../components/ui/button';
import { usePortNames } from '../../../components/ports/use-port-names';
import { Alert, Card, Skeleton } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeal, type DealDetail } from '../api/deals';
import { localText, partyName } from '../components/when';

/** The clean fixture written out as brokers write a recap: every agreed term, in one printable page. */
export default function RecapPage() {
  const { id } = useParams();
  const { data: deal, error, isPending } = useDeal(id);
  usePageTitle(deal ? `Recap · ${deal.vessel.name}` : 'Recap');
  return (
    <section className="max-w-3xl">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Link to={`/app/deals/${id}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> Back to the deal
        </Link>
        {deal?.stage === 'fixed' ? (
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" /> Print
          </Button>
        ) : null}
      </div>
      {error ? <Alert className="mt-4">The recap could not be loaded. {error.message}</Alert> : null}
      {isPending ? <Skeleton className="mt-4 h-[36rem] rounded-xl" /> : null}
      {deal && deal.stage !== 'fixed' ? (
        <Alert tone="info" className="mt-4">
          There is no recap yet: a recap is written once the deal is fixed, clean.
        </Alert>
      ) : null}
      {deal?.stage === 'fixed' ? <Recap deal={deal} /> : null}
    </section>
  );
}

function Recap({ deal }: { deal: DealDetail }) {
  const agreed = deal.offers.find((o) => o.status === 'accepted')!;
  const fixedAt = [...deal.events].reverse().find((e) => e.stageAfter === 'fixed')?.at;
  const v = deal.vessel;
  const names = usePortNames(portsOf(agreed.terms));
  const lines: [string, string][] = [
    [
      'Vessel',
      [
        v.name,
        v.imo ? `IMO ${v.imo}` : null,
        v.flag ? `${countryName(v.flag)} flag` : null,
        v.deadweightT ? `${v.deadweightT.toLocaleString('en-GB')} mt dwt` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['Owners', deal.owner.company],
    ['Charterers', deal.charterer.company],
    ...termRows(agreed.terms, names).map((r) => [r.label, r.value] as [string, string]),
  ];
  return (
    <Card className="mt-4 p-6 sm:p-8 print:border-0 print:p-0 print:shadow-none">
      <p className="text-xs font-semibold uppercase tracking-widest text-sea-700">Fairlead · Recap of a clean fixture</p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">
        {v.name} / {deal.charterer.company}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Fixed {fixedAt ? localText(fixedAt) : ''} on version {agreed.version} of the terms ({partyName(agreed.fromParty).toLowerCase()}’ {agreed.kind}{' '}
        offer). Deal {deal.id.slice(0, 8)}.
      </p>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold uppercase tracking-wide text-slate-500 text-xs sm:pt-0.5">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {agreed.subjects.length ? (
        <>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Subjects, all lifted</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {agreed.subjects.map((s) => (
              <li key={s.id}>
                {s.text} ({partyName(s.party).toLowerCase()}’), lifted {s.decidedAt ? localText(s.decidedAt) : ''}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-6 text-sm text-slate-700">Fixed without subjects.</p>
      )}
      {deal.counterpartyContact ? (
        <p className="mt-6 text-sm text-slate-700">
          Your counterparty: {deal.counterpartyContact.name}, {deal.counterpartyContact.email}
          {deal.counterpartyContact.phone ? `, ${deal.counterpartyContact.phone}` : ''}.
        </p>
      ) : null}
      <p className="mt-6 text-xs text-slate-500">
        Every version of the terms and every step of this negotiation is kept, timed, on the deal’s record on Fairlead. The charter party follows from
        this recap.
      </p>
    </Card>
  );
}
