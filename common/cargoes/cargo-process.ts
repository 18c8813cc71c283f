import type { Actor } from '../lifecycle/actors';
import type { Machine, Step } from '../lifecycle/transition';
import type { CargoStatus } from './schemas';

// A cargo order's lifecycle, as one table. Only an open order is on the board; every other state is an end. The
// server writes cargo_orders.status only through this table, and the database's check on it comes from the same
// list (cargoStatuses).

export const cargoEvents = ['post', 'edit', 'withdraw', 'fixed_elsewhere', 'lapse', 'fix', 'reopen'] as const;
export type CargoEvent = (typeof cargoEvents)[number];

const cargoSteps: Record<CargoEvent, Step<CargoStatus, Actor>> = {
  // A verified charterer posts it (the service checks the verification: the table knows roles, not companies).
  post: { from: [null], by: ['charterer'], to: ['open'], why: 'The charterer posts the cargo' },
  // Its poster changes the terms while it is on the board.
  edit: { from: ['open'], by: ['charterer'], to: ['open'], why: 'The charterer changes the order' },
  // Its poster withdraws it; or Fairlead does, when it removes the poster's account (the order stays, as history).
  withdraw: { from: ['open'], by: ['charterer', 'admin'], to: ['withdrawn'], why: 'The charterer, or Fairlead removing them, withdraws the order' },
  // The cargo found a ship outside Fairlead: off the board, kept in the poster's list.
  fixed_elsewhere: { from: ['open'], by: ['charterer'], to: ['fixed_elsewhere'], why: 'The charterer marks it fixed elsewhere' },
  // The laycan ended with no ship fixed: the queue takes it off the board.
  lapse: { from: ['open'], by: ['system'], to: ['lapsed'], why: 'The order lapses at the end of its laycan' },
  // A deal made from the order was fixed on Fairlead (the deal's own lifecycle fires it).
  fix: { from: ['open'], by: ['system'], to: ['fixed'], why: 'A ship was fixed for the cargo on Fairlead' },
  // That fixture was cancelled and no other stands: the cargo still needs a ship, so the order is back on the board
  // while its laycan runs, or lapses as it would have had its laycan ended while it was open (cargoes/service.ts).
  reopen: { from: ['fixed'], by: ['system'], to: ['open', 'lapsed'], why: 'The fixture made from the order was cancelled' },
};

const statusLabels: Record<CargoStatus, string> = {
  open: 'Open',
  withdrawn: 'Withdrawn',
  fixed_elsewhere: 'Fixed elsewhere',
  lapsed: 'Lapsed',
  fixed: 'Fixed',
};

export const cargoMachine: Machine<CargoStatus, CargoEvent, Actor> = {
  noun: 'cargo order',
  label: (s) => statusLabels[s],
  steps: cargoSteps,
};
