import { ArrowLeft, BadgeCheck, FileSignature, FileText, Lock, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { dealStageLabels, dealStageTone, firmWord } from '../../../../common/charters/deal-process';
import { portName, portsOf, type PortNames } from '../../../../common/charters/agreed-text';
import { laycanText } from '../../../../common/charters/time-text';
import { usePortNames } from '../../../components/ports/use-port-names';
import { OpenConversationButton } from '../../../components/open-conversation-button';
import { Button, buttonClass } from '../../../components/ui/button';
import { Alert, Badge, Card, Skeleton } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswer, useDeal, type DealDetail, type Offer } from '../api/deals';
import { CancelFixture } from '../components/cancel-fixture';
import { ConfirmAction } from '../components/confirm-action';
import { Countdown } from '../components/countdown';
import { DealRecord } from '../components/deal-record';
import { OfferForm } from '../components/offer-form';
import { SubjectsCompare } from '../components/subjects-compare';
import { SubjectsPanel } from '../components/subjects-panel';
import { TermsCompare } from '../components/terms-compare';
import { partyName } from '../components/when';

export default function DealPage() {
  const { id } = useParams();
  const { data: deal, error, isPending } = useDeal(id);
  usePageTitle(deal ? `${deal.vessel.name} · Deal` : 'Deal');
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section>
        <h1 className="text-2xl font-bold text-navy-900">Deal not found</h1>
        <p className="mt-2 text-slate-600">It is not one of your deals, or the link is out of date.</p>
        <Link to="/app/deals" className={`${buttonClass('secondary')} mt-6`}>
          All deals
        </Link>
      </section>
    );
  }
  return (
    <section>
      <Link to="/app/deals" className="inline-flex items-center gap-1.5 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All deals
      </Link>
      {error ? <Alert className="mt-4">This deal could not be loaded. {error.message}</Alert> : null}
      {isPending || !deal ? <DealSkeleton /> : <DealView deal={deal} />}
    </section>
  );
}

const route = (o: Offer, names: PortNames) =>
  o.terms.charterType === 'voyage'
    ? `${o.terms.cargo}, ${portName(o.terms.loadPort, names)} to ${portName(o.terms.dischargePort, names)}`
    : `${o.terms.periodDays} days, delivery ${portName(o.terms.deliveryPort, names)}`;

function DealView({ deal }: { deal: DealDetail }) {
  const [composing, setComposing] = useState(false);
  const skew = Date.parse(deal.serverTime) - Date.now();
  const latest = deal.offers[deal.offers.length - 1];
  const previous = deal.offers[deal.offers.length - 2];
  const agreed = deal.offers.find((o) => o.status === 'accepted');
  const withSubjects = agreed ?? (latest.subjects.length ? latest : undefined);
  const me = deal.myParty;
  const names = usePortNames(portsOf(latest.terms));

  return (
    <>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{deal.vessel.name}</h1>
            <Badge tone={dealStageTone[deal.stage]}>{dealStageLabels[deal.stage]}</Badge>
          </div>
          <p className="mt-1 text-slate-700">
            {deal.charterType === 'voyage' ? 'Voyage charter' : 'Time charter'} · {route(latest, names)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Owners <Company c={deal.owner} /> · Charterers <Company c={deal.charterer} />
          </p>
          {deal.cargoOrder ? <CargoSource order={deal.cargoOrder} /> : null}
          {deal.stage === 'fixed' && deal.charterType === 'voyage' ? (
            // Each port call's statement of facts and laytime sheet: their own route (features/laytime), linked by URL.
            <p className="mt-1 text-sm text-slate-600 print:hidden">
              Statement of facts:{' '}
              <Link to={`/app/deals/${deal.id}/ports/load`} className="font-medium text-sea-700 underline">
                load port
              </Link>{' '}
              /{' '}
              <Link to={`/app/deals/${deal.id}/ports/discharge`} className="font-medium text-sea-700 underline">
                discharge port
              </Link>
            </p>
          ) : deal.stage === 'fixed' ? (
            // A time charter's hire statement: its own route (features/hire), linked by URL.
            <p className="mt-1 text-sm print:hidden">
              <Link to={`/app/deals/${deal.id}/hire`} className="font-medium text-sea-700 underline">
                Hire statement
              </Link>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {me ? <OpenConversationButton about={{ dealId: deal.id }} label="Messages" /> : null}
          {deal.stage === 'fixed' ? (
            <>
              <Link to={`/app/deals/${deal.id}/recap`} className={buttonClass('secondary')}>
                <FileText aria-hidden className="size-4" /> Recap
              </Link>
              <Link to={`/app/deals/${deal.id}/contract`} className={buttonClass('primary')}>
                <FileSignature aria-hidden className="size-4" /> Charter party
              </Link>
              <Link to={`/app/deals/${deal.id}/payments`} className={buttonClass('secondary')}>
                <Wallet aria-hidden className="size-4" /> Payments
              </Link>
              {/* Its own route (features/reviews): the parties review each other once the fixture is completed. */}
              {me ? (
                <Link to={`/app/deals/${deal.id}/review`} className={buttonClass('secondary')}>
                  <BadgeCheck aria-hidden className="size-4" /> Review
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
      </header>

      <NextMove deal={deal} skew={skew} onCompose={() => setComposing(true)} composing={composing} />

      {composing && me ? (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="mb-1 text-lg font-semibold text-navy-900">{deal.stage === 'enquiry' ? 'Your offer' : 'Your counter'}</h2>
          <p className="mb-6 text-sm text-slate-600">
            The terms and subjects of version {latest.version} are filled in: change or remove what you do not agree. Sending it replaces the live
            offer.
          </p>
          <OfferForm dealId={deal.id} party={me} terms={latest.terms} subjects={latest.subjects} onDone={() => setComposing(false)} />
        </Card>
      ) : null}

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Section title={latest.status === 'live' ? 'Live terms' : `Latest terms (${latest.status})`}>
            <TermsCompare current={latest} previous={previous} />
            <SubjectsCompare current={latest} previous={previous} />
          </Section>
          {withSubjects ? (
            <Section title="Subjects">
              <SubjectsPanel dealId={deal.id} offer={withSubjects} decidable={deal.decidableSubjects} skew={skew} />
            </Section>
          ) : null}
        </div>
        <div className="space-y-6">
          <Section title="Counterparty contact">
            {deal.counterpartyContact ? (
              <dl className="space-y-1 text-sm">
                <dt className="sr-only">Name</dt>
                <dd className="font-medium text-slate-900">{deal.counterpartyContact.name}</dd>
                <dt className="sr-only">E-mail</dt>
                <dd>
                  <a className="text-sea-700 underline" href={`mailto:${deal.counterpartyContact.email}`}>
                    {deal.counterpartyContact.email}
                  </a>
                </dd>
                {deal.counterpartyContact.phone ? (
                  <>
                    <dt className="sr-only">Phone</dt>
                    <dd>{deal.counterpartyContact.phone}</dd>
                  </>
                ) : null}
                {deal.counterpartyContact.address ? (
                  <>
                    <dt className="sr-only">Address</dt>
                    <dd className="text-slate-600">{deal.counterpartyContact.address}</dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className="flex gap-2 text-sm text-slate-600">
                <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
                {me
                  ? 'E-mail and phone are shared once the deal is fixed. Until then, every step goes through this page and its record.'
                  : 'Shared with the parties once the deal is fixed.'}
              </p>
            )}
          </Section>
          <Section title="Record">
            <DealRecord events={deal.events} />
          </Section>
        </div>
      </div>
    </>
  );
}

/** The cargo order the deal was made from, linked to its page where the server says the viewer may open it. */
function CargoSource({ order }: { order: NonNullable<DealDetail['cargoOrder']> }) {
  const text = `${order.title}, laycan ${laycanText(order.laycanFrom, order.laycanTo)}`;
  return (
    <p className="mt-1 text-sm text-slate-600">
      From cargo order:{' '}
      {order.pageShown ? (
        <Link to={`/cargoes/${order.id}`} className="font-medium text-sea-700 underline">
          {text}
        </Link>
      ) : (
        <span className="font-medium text-slate-800">{text}</span>
      )}
    </p>
  );
}

function Company({ c }: { c: DealDetail['owner'] }) {
  return (
    <span className="font-medium text-slate-800">
      {c.company}
      {c.verified ? <BadgeCheck aria-label="verified" className="ml-0.5 inline size-4 align-[-3px] text-emerald-700" /> : null}
    </span>
  );
}

/** Whose move it is, the deadline running, and the buttons for what the viewer may do now. */
function NextMove({ deal, skew, onCompose, composing }: { deal: DealDetail; skew: number; onCompose: () => void; composing: boolean }) {
  const answer = useAnswer(deal.id);
  const [confirm, setConfirm] = useState<'accept' | 'withdraw' | 'decline' | null>(null);
  const me = deal.myParty;
  const live = deal.offers.find((o) => o.status === 'live');
  // The buttons are the server's list of what this party may do now; the page does not work the rules out again.
  const may = (action: DealDetail['actions'][number]) => deal.actions.includes(action);
  const cancelled = deal.events.findLast((e) => e.event === 'cancel_fixture' || e.event === 'cancel');

  let message: ReactNode;
  if (deal.stage === 'enquiry')
    message = me === 'owner' ? 'A charterer enquires on your ship: answer with an indication or a firm offer.' : 'Your enquiry is with the owner.';
  else if (deal.stage === 'negotiating' && live) {
    const sender = live.fromParty === me ? 'Your' : `${partyName(live.fromParty)}’`;
    message = `${sender} ${live.kind === 'firm' ? firmWord(live.fromParty) : 'indication'} (version ${live.version}) is ${live.fromParty === me ? 'with the other side' : 'for you to answer'}.`;
  } else if (deal.stage === 'negotiating') message = 'No offer is live: either side may put new terms, or withdraw.';
  else if (deal.stage === 'on_subjects') {
    message = `Main terms are agreed on subjects. The ship’s dates are held; the deal is fixed when every subject is lifted.${me && !may('withdraw') ? ' One side has lifted all its subjects and is bound: the deal now ends only through a subject, not by withdrawing.' : ''}`;
  } else if (deal.stage === 'fixed') message = 'Fixed, clean. The recap sets out every agreed term.';
  else if (deal.stage === 'cancelled' && cancelled?.note) message = `This deal is cancelled: ${cancelled.note}`;
  else message = `This deal is ${dealStageLabels[deal.stage].toLowerCase()}. Its record is kept as it stands.`;

  return (
    <Card className="mt-6 space-y-3 border-sea-700/30 bg-sea-700/5 p-5">
      <p className="font-medium text-navy-900">{message}</p>
      {live?.replyBy ? <Countdown at={live.replyBy} zone={live.replyZone} skew={skew} label="Reply by" /> : null}
      {deal.stage === 'on_subjects' && deal.nextDeadline ? <Countdown at={deal.nextDeadline} skew={skew} label="Next subject due" /> : null}
      {answer.error && !confirm ? <Alert>{answer.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {may('accept') ? (
          <Button variant="accent" onClick={() => setConfirm('accept')}>
            Accept
          </Button>
        ) : null}
        {may('offer') && !composing ? (
          <Button variant={may('accept') ? 'secondary' : 'accent'} onClick={onCompose}>
            {deal.stage === 'enquiry' ? 'Send offer' : 'Counter'}
          </Button>
        ) : null}
        {may('decline') && deal.stage === 'enquiry' ? (
          <Button variant="secondary" onClick={() => setConfirm('decline')}>
            Decline
          </Button>
        ) : null}
        {may('decline') && deal.stage !== 'enquiry' ? (
          <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            Decline
          </Button>
        ) : null}
        {may('withdraw') ? (
          <Button variant="ghost" onClick={() => setConfirm('withdraw')}>
            Withdraw
          </Button>
        ) : null}
        {may('cancel') && me ? <CancelFixture dealId={deal.id} otherSide={me === 'owner' ? deal.charterer.company : deal.owner.company} /> : null}
      </div>
      <ConfirmAction
        open={confirm === 'accept'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Accept version ${live?.version ?? ''}?`}
        confirmLabel="Accept"
        pending={answer.isPending}
        error={answer.error?.message}
        onConfirm={() => answer.mutate('accept', { onSuccess: () => setConfirm(null) })}
      >
        <p>
          You agree the main terms as they stand.{' '}
          {live?.subjects.length
            ? `The deal goes on subjects (${live.subjects.length}) and holds the ship’s dates until they are lifted or fail.`
            : 'There are no subjects: the deal is fixed, clean.'}
        </p>
      </ConfirmAction>
      <ConfirmAction
        open={confirm === 'decline'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Decline this enquiry?"
        confirmLabel="Decline"
        danger
        pending={answer.isPending}
        error={answer.error?.message}
        onConfirm={() => answer.mutate('decline', { onSuccess: () => setConfirm(null) })}
      >
        <p>You will not offer the ship for this business: the deal is closed for both sides. The charterers are told, and the record is kept.</p>
      </ConfirmAction>
      <ConfirmAction
        open={confirm === 'withdraw'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Withdraw from this deal?"
        confirmLabel="Withdraw"
        danger
        pending={answer.isPending}
        error={answer.error?.message}
        onConfirm={() => answer.mutate('withdraw', { onSuccess: () => setConfirm(null) })}
      >
        <p>
          The negotiation ends for both sides{deal.stage === 'on_subjects' ? ' and the ship’s dates are released' : ''}. The other side is told, and
          the record is kept.
        </p>
      </ConfirmAction>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-navy-900">{title}</h2>
      {children}
    </Card>
  );
}

function DealSkeleton() {
  return (
    <div aria-busy="true" className="mt-3">
      <span className="sr-only" role="status">
        Loading the deal…
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-2 h-5 w-96 max-w-full" />
      <Skeleton className="mt-6 h-28 rounded-xl" />
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-[28rem] rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
