import type { DealEvent } from '../../../../common/charters/deal-process';
import type { DealEventEntry } from '../api/deals';
import { localText, partyName } from './when';

const what: Record<DealEvent, (e: DealEventEntry) => string> = {
  enquire: () => 'sent the enquiry (version 1)',
  offer_ship: () => 'offered the ship for the cargo order, with an indication (version 1)',
  offer: (e) => `sent version ${e.offerVersion}`,
  accept: (e) => (e.stageAfter === 'fixed' ? `accepted version ${e.offerVersion}: fixed, clean` : `accepted version ${e.offerVersion} on subjects`),
  decline: (e) => (e.stageAfter === 'withdrawn' ? 'declined the enquiry: the deal is closed' : `declined version ${e.offerVersion}`),
  lapse_offer: (e) => `Version ${e.offerVersion} lapsed at its deadline`,
  lift_subject: (e) => `lifted “${e.subjectText}”${e.stageAfter === 'fixed' ? ': fixed, clean' : ''}`,
  fail_subject: (e) => `failed “${e.subjectText}”: the deal fell away`,
  lapse_subject: (e) => `“${e.subjectText}” was not lifted in time: the deal failed`,
  withdraw: () => 'withdrew from the deal',
  cancel: (e) => `Fairlead cancelled the deal${e.note ? `: ${e.note}` : ''}`,
  cancel_fixture: (e) => `cancelled the fixture${e.note ? `: ${e.note}` : ''}`,
  contract_draft: () => 'drafted the charter party from the recap (version 1)',
  contract_amend: (e) => `amended the charter party: version ${e.contractVersion}${e.note ? ` (${e.note})` : ''}`,
  contract_sign: (e) => `signed version ${e.contractVersion} of the charter party`,
  contract_seal: (e) => `Both parties signed version ${e.contractVersion}: the charter party is sealed`,
  contract_download: (e) => `downloaded version ${e.contractVersion} of the charter party as a PDF`,
  contract_view: (e) => `opened the charter party (version ${e.contractVersion})`,
};

const who = (e: DealEventEntry) =>
  e.actorRole === 'system' || e.event === 'cancel'
    ? ''
    : `${e.actorCompany ?? (e.actorRole === 'admin' ? 'Fairlead' : partyName(e.actorRole as 'owner' | 'charterer'))} `;

/** Every step of the negotiation with its server time and who took it. It only grows. */
export function DealRecord({ events }: { events: DealEventEntry[] }) {
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden className="absolute -left-[1.65rem] top-1.5 size-2.5 rounded-full bg-sea-700 ring-4 ring-white" />
          <p className="text-sm text-slate-900">
            <span className="font-medium">{who(e)}</span>
            {what[e.event](e)}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={e.at}>{localText(e.at)}</time>
            {e.note && e.event !== 'cancel' ? ` · ${e.note}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
