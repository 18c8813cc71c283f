// What the search benchmark's parts share: a timed round of calls and its one-line report, so the raw-driver
// and HTTP sides of every measurement are counted and printed alike.

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export type Round = { name: string; latencies: number[]; rps: number; p50: number; p95: number };

/** Prints and returns a round's req/s, p50 and p95; `latencies` is sorted in place. */
export function report(name: string, latencies: number[], seconds: number): Round {
  latencies.sort((a, b) => a - b);
  const r = { name, latencies, rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
  console.log(
    `${name.padEnd(46)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p95 ${r.p95.toFixed(2).padStart(6)} ms   (${latencies.length} requests)`,
  );
  return r;
}

/** `concurrency` callers run `once` back to back for `seconds`; every call's time is kept. */
export async function load(name: string, once: (i: number) => Promise<void>, concurrency: number, seconds: number): Promise<Round> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const t = performance.now();
        await once(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return report(name, latencies, seconds);
}

/** The HTTP side: the load generator (wrk when installed) keeps every response's time, as the raw side does. */
export type HttpRound = Round & { loadGeneratorCpuMs: number };
/** A round with the CPU time (ms) PostgreSQL's backends, the server's processes and this process used in it. */
export type Measured<R extends Round> = { round: R; postgres: number; server: number; bench: number };
export type Measure = <R extends Round>(run: () => Promise<R>) => Promise<Measured<R>>;

/** CPU time per request (ms) over several rounds, of the part `cpu` picks. */
export const perRequest = <R extends Round>(rounds: Measured<R>[], cpu: (x: Measured<R>) => number) =>
  rounds.reduce((sum, x) => sum + cpu(x), 0) / rounds.reduce((sum, x) => sum + x.round.latencies.length, 0);
