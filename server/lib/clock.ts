/**
 * The time the server's rules read. In production it is the system clock; tests move it forward instead of
 * sleeping (a deadline, a rate-limit window).
 */
export type Clock = { now: () => Date; advance: (ms: number) => void };

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
