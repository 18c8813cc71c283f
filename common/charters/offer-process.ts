import type { Machine } from '../lifecycle/transition';
import type { Actor } from '../lifecycle/actors';

// The offer and subject lifecycles, as tables next to the deal's: an offer (and each subject it carries) moves once
// from where it was made to how it ended, and the database refuses any second move (deal-records.test.ts). The
// database's checks on offers.status and subjects.status come from these lists.

export const offerStatuses = ['live', 'superseded', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerEvents = ['make', 'supersede', 'accept', 'decline', 'lapse', 'withdraw'] as const;
export type OfferEvent = (typeof offerEvents)[number];

const parties = ['owner', 'charterer'] as const satisfies readonly Actor[];

export const offerMachine: Machine<OfferStatus, OfferEvent, Actor> = {
  noun: 'offer',
  label: (status) => status,
  steps: {
    // An enquiry, an indication or a firm offer is on the table from the moment it is sent.
    make: { from: [null], by: parties, to: ['live'], why: 'A party puts terms on the table' },
    // A counter from either side replaces the live offer: only the newest terms are answered.
    supersede: { from: ['live'], by: parties, to: ['superseded'], why: 'A counter replaces the offer' },
    // The addressee agrees the main terms: the offer is the deal's terms from now on.
    accept: { from: ['live'], by: parties, to: ['accepted'], why: 'The addressee accepts the offer' },
    // The addressee turns it down; the deal stays open for new terms (or ends, for an enquiry).
    decline: { from: ['live'], by: parties, to: ['declined'], why: 'The addressee declines the offer' },
    // A firm offer's reply deadline passed unanswered: its sender is free of it.
    lapse: { from: ['live'], by: ['system'], to: ['lapsed'], why: 'The offer lapses at its deadline' },
    // A party leaving the deal takes the live offer off the table with it.
    withdraw: { from: ['live'], by: parties, to: ['withdrawn'], why: 'The offer is withdrawn with the deal' },
  },
};

export const subjectStatuses = ['open', 'lifted', 'failed', 'lapsed', 'void'] as const;
export type SubjectStatus = (typeof subjectStatuses)[number];
export const subjectEvents = ['attach', 'lift', 'fail', 'lapse', 'void'] as const;
export type SubjectEvent = (typeof subjectEvents)[number];

export const subjectMachine: Machine<SubjectStatus, SubjectEvent, Actor> = {
  noun: 'subject',
  label: (status) => status,
  steps: {
    // A subject comes with the offer that states it, open until its party decides it.
    attach: { from: [null], by: parties, to: ['open'], why: 'An offer states a subject' },
    // Its own party lifts it before its deadline (the service checks whose it is and the time).
    lift: { from: ['open'], by: parties, to: ['lifted'], why: 'The subject is lifted' },
    // Its own party fails it: the fixture falls away.
    fail: { from: ['open'], by: parties, to: ['failed'], why: 'The subject is failed' },
    // Not lifted by its deadline: it counts as failed, but the record says nobody decided it.
    lapse: { from: ['open'], by: ['system'], to: ['lapsed'], why: 'The subject lapses at its deadline' },
    // Its offer went off the table, or another subject ended the deal: nothing is left for it to decide.
    void: { from: ['open'], by: ['owner', 'charterer', 'system'], to: ['void'], why: 'The subject is void' },
  },
};
