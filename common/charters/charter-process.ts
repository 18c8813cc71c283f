import { eventsFrom, type Machine } from '../lifecycle/transition';
import type { Actor } from './deal-process';

// The charter lifecycle: the ship's dates a deal holds, from subjects to the end of the voyage or period. Every change
// of charters.status is the `to` this table names (holds, the progress job, the admin's cancel); the database's
// check on the column comes from the same list.
export const charterStatuses = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
export type CharterStatus = (typeof charterStatuses)[number];
export const charterEvents = ['hold', 'confirm', 'start', 'complete', 'release', 'cancel'] as const;
export type CharterEvent = (typeof charterEvents)[number];

export const charterMachine: Machine<CharterStatus, CharterEvent, Actor> = {
  noun: 'charter',
  label: (status) => status,
  steps: {
    // Main terms agreed by a party's acceptance: the dates are held pending while on subjects, confirmed if clean.
    hold: { from: [null], by: ['owner', 'charterer'], to: ['pending', 'confirmed'], why: 'Holding the ship’s dates' },
    // The last subject lifted: the held dates become a fixture.
    confirm: { from: ['pending'], by: ['owner', 'charterer'], to: ['confirmed'], why: 'Confirming the fixture' },
    // It starts on its first held day (the daily progress job).
    start: { from: ['confirmed'], by: ['system'], to: ['active'], why: 'Starting the charter' },
    // It ends after its last held day; a confirmed one whose days all passed before the job ran ends too.
    complete: { from: ['confirmed', 'active'], by: ['system'], to: ['completed'], why: 'Completing the charter' },
    // The deal fell away before the ship sailed (withdrawn, a subject failed or lapsed): the dates are free again.
    release: { from: ['pending', 'confirmed'], by: ['owner', 'charterer', 'system'], to: ['cancelled'], why: 'Releasing the dates' },
    // Fairlead cancels (fraud, a casualty) a charter that has not ended, with a reason told to both parties.
    cancel: { from: ['pending', 'confirmed', 'active'], by: ['admin'], to: ['cancelled'], why: 'Cancelling the charter' },
  },
};

/** What the caller may do with a charter now, as the admin list shows its buttons. */
export const charterActions = (status: CharterStatus, actor: Actor): CharterEvent[] => eventsFrom(charterMachine, status, actor);

/** Statuses that hold the vessel's dates: an overlapping request is not possible while one of these stands. */
export const bookedStatuses = ['pending', 'confirmed', 'active'] as const satisfies readonly CharterStatus[];
/** Fixed and not yet ended: the charters that bind their parties now or soon (a member's dashboard counts these). */
export const fixedStatuses = ['confirmed', 'active'] as const satisfies readonly CharterStatus[];

export const charterStatusTone: Record<string, 'green' | 'yellow' | 'red' | 'blue'> = {
  completed: 'green',
  pending: 'yellow',
  cancelled: 'red',
};
export const charterTone = (status: string) => charterStatusTone[status] ?? 'blue';
