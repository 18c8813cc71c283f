import type { Actor, Party } from '../lifecycle/actors';
import { eventsFrom, type Machine, type Step } from '../lifecycle/transition';

// The deal lifecycle, as one table: from a charterer's enquiry to a clean fixture (or to where it fell away).
// The server applies only the transitions listed here; the database's check on deals.stage and the labels in the
// app come from the same lists (a test compares them with the database).

export const dealStages = ['enquiry', 'negotiating', 'on_subjects', 'fixed', 'failed', 'withdrawn', 'cancelled'] as const;
export type DealStage = (typeof dealStages)[number];

export type { Actor, Party } from '../lifecycle/actors';

export const dealEvents = [
  'enquire',
  'offer_ship',
  'offer',
  'accept',
  'decline',
  'lapse_offer',
  'lift_subject',
  'fail_subject',
  'lapse_subject',
  'withdraw',
  'cancel',
  'cancel_fixture',
  'contract_draft',
  'contract_amend',
  'contract_sign',
  'contract_seal',
  'contract_download',
  'contract_view',
] as const;
export type DealEvent = (typeof dealEvents)[number];

export const dealTransitions: Record<DealEvent, Step<DealStage, Actor>> = {
  // A signed-in, verified charterer states the business on a ship that is on the market.
  enquire: { from: [null], by: ['charterer'], to: ['enquiry'], why: 'The charterer opens the deal with the terms of the business' },
  // A verified owner answers a charterer's cargo order with one of their ships on the market: the deal opens with
  // the owner's indication on the cargo's terms, for the charterer to counter, accept once firm, or decline.
  offer_ship: { from: [null], by: ['owner'], to: ['negotiating'], why: 'The owner offers a ship for a cargo order' },
  // An indication or a firm offer/bid; a counter replaces the live offer. The owner answers the enquiry first.
  offer: { from: ['enquiry', 'negotiating'], by: ['owner', 'charterer'], to: ['negotiating'], why: 'Terms put to the other side, binding if firm' },
  // Only a firm offer, only by the party it is addressed to, only before its deadline: on subjects, or fixed without any.
  accept: { from: ['negotiating'], by: ['owner', 'charterer'], to: ['on_subjects', 'fixed'], why: 'Main terms agreed' },
  // The live offer is off the table; either side may put new terms or withdraw. The owner may also decline an
  // enquiry outright (the enquiry's e-mail offers it): the owner will not offer the ship for this business, so the
  // deal ends as withdrawn, by the owner, with "decline" on its record (a stage of its own would say no more).
  decline: {
    from: ['enquiry', 'negotiating'],
    by: ['owner', 'charterer'],
    to: ['negotiating', 'withdrawn'],
    why: 'The addressee turns the offer down',
  },
  // The reply deadline passed unanswered: the offer lapses, the deal stays open for new terms.
  lapse_offer: { from: ['negotiating'], by: ['system'], to: ['negotiating'], why: 'A firm offer lapses at its deadline' },
  // The subject's own party lifts it; the last one lifted makes the fixture clean.
  lift_subject: { from: ['on_subjects'], by: ['owner', 'charterer'], to: ['on_subjects', 'fixed'], why: 'A subject is lifted' },
  // One failed subject and the fixture falls away.
  fail_subject: { from: ['on_subjects'], by: ['owner', 'charterer'], to: ['failed'], why: 'A subject is failed by its party' },
  lapse_subject: { from: ['on_subjects'], by: ['system'], to: ['failed'], why: 'A subject was not lifted by its deadline' },
  // Either party may walk away before the fixture is clean, except on subjects once a side is bound: a party
  // whose subjects are all lifted may no longer withdraw, and the other side leaves only by failing its own
  // subject (common/charters/deal-actions.ts).
  withdraw: {
    from: ['enquiry', 'negotiating', 'on_subjects'],
    by: ['owner', 'charterer'],
    to: ['withdrawn'],
    why: 'A party withdraws before fixture',
  },
  // Fairlead cancels (fraud, casualty) a deal that holds the ship's dates.
  cancel: { from: ['on_subjects', 'fixed'], by: ['admin'], to: ['cancelled'], why: 'Fairlead cancels the deal' },
  // After fixture a party may still walk away, but only by cancelling with a reason on the record; both sides are
  // told, and the other side may claim under the charter party (server/modules/charters/fixture-cancel.ts).
  cancel_fixture: { from: ['fixed'], by: ['owner', 'charterer'], to: ['cancelled'], why: 'A party cancels the fixture, with its reason' },
  // The charter party follows a clean fixture: drawn from the recap, then amended, each change a new version.
  contract_draft: { from: ['fixed'], by: ['owner', 'charterer'], to: ['fixed'], why: 'A party drafts the charter party from the recap' },
  contract_amend: { from: ['fixed'], by: ['owner', 'charterer'], to: ['fixed'], why: 'A party amends the charter party' },
  // Each party signs the latest version; both on the same version seals it.
  contract_sign: { from: ['fixed'], by: ['owner', 'charterer'], to: ['fixed'], why: 'A party signs the charter party' },
  contract_seal: { from: ['fixed'], by: ['system'], to: ['fixed'], why: 'Both parties signed one version: the charter party is sealed' },
  // Who took a copy away, and when: every download is on the record.
  contract_download: {
    from: ['fixed', 'cancelled'],
    by: ['owner', 'charterer', 'admin'],
    to: ['fixed', 'cancelled'],
    why: 'A PDF of the charter party is downloaded',
  },
  // Who opened it: once per person in any ten minutes (a page that stays open re-reads it as things change).
  contract_view: {
    from: ['fixed', 'cancelled'],
    by: ['owner', 'charterer', 'admin'],
    to: ['fixed', 'cancelled'],
    why: 'The charter party is opened',
  },
};

/** The deal lifecycle as the one transition() reads it: every change of deals.stage is the `to` it returns. */
export const dealMachine: Machine<DealStage, DealEvent, Actor> = {
  noun: 'deal',
  label: (stage) => dealStageLabels[stage],
  steps: dealTransitions,
};

export const canFire = (event: DealEvent, stage: DealStage | null, by: Actor) => eventsFrom(dealMachine, stage, by).includes(event);

/** Stages in which the deal is still being worked: the parties may act. */
export const openStages = ['enquiry', 'negotiating', 'on_subjects'] as const satisfies readonly DealStage[];
/** Stages that hold the ship's dates on its calendar (enquiries and indications never do). */
export const holdingStages = ['on_subjects', 'fixed'] as const satisfies readonly DealStage[];

export const dealStageLabels: Record<DealStage, string> = {
  enquiry: 'Enquiry',
  negotiating: 'Negotiating',
  on_subjects: 'On subjects',
  fixed: 'Fixed',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

export const dealStageTone: Record<DealStage, 'green' | 'yellow' | 'red' | 'blue' | 'gray'> = {
  enquiry: 'blue',
  negotiating: 'yellow',
  on_subjects: 'yellow',
  fixed: 'green',
  failed: 'red',
  withdrawn: 'gray',
  cancelled: 'red',
};

export const offerKinds = ['enquiry', 'indication', 'firm'] as const;
export type OfferKind = (typeof offerKinds)[number];
export { offerStatuses, subjectStatuses, type OfferStatus, type SubjectStatus } from './offer-process';

export const otherParty = (p: Party): Party => (p === 'owner' ? 'charterer' : 'owner');

/** What a firm offer is called by who sends it: owners offer, charterers bid. */
export const firmWord = (from: Party) => (from === 'owner' ? 'firm offer' : 'firm bid');
