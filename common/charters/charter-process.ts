// The charter lifecycle: states and the transitions the server may apply.
export const charterStatuses = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
export type CharterStatus = (typeof charterStatuses)[number];

export const charterTransitions: Record<CharterStatus, readonly CharterStatus[]> = {
  // A request waits for the owner; either side or an admin may withdraw it.
  pending: ['confirmed', 'cancelled'],
  // Fixed: it starts on its start date, or is cancelled (with a reason) before it does.
  confirmed: ['active', 'cancelled'],
  // Under way: it ends as completed; an admin may still cancel it (e.g. a fraud or a casualty).
  active: ['completed', 'cancelled'],
  // Final states.
  completed: [],
  cancelled: [],
};

/** Statuses that hold the vessel's dates: an overlapping request is not possible while one of these stands. */
export const bookedStatuses = ['pending', 'confirmed', 'active'] as const satisfies readonly CharterStatus[];

export const canTransition = (from: CharterStatus, to: CharterStatus) => charterTransitions[from].includes(to);

export const charterStatusTone: Record<string, 'green' | 'yellow' | 'red' | 'blue'> = {
  completed: 'green',
  pending: 'yellow',
  cancelled: 'red',
};
export const charterTone = (status: string) => charterStatusTone[status] ?? 'blue';
