import type { InterruptionKind } from './terms';

const words: Record<InterruptionKind, string> = {
  rain: 'Rain',
  breakdown: "Breakdown of the ship's gear",
  strike: 'Strike',
  waiting_berth: 'Waiting for berth',
  shifting: 'Shifting between berths',
  holiday: 'Holiday',
};

/** An interruption as the statement of facts and the sheet name it. */
export const interruptionWordsOf = (kind: InterruptionKind) => words[kind];
