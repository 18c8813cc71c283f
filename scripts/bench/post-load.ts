// A load generator for requests that differ one from the next (path, body, the cookie of the party sending it):
// autocannon (an npm devDependency) with a `next` function called once per request. Every response's time and
// status is kept; the first few answers that were not 2xx are kept with their body, to say what went wrong.
import autocannon from 'autocannon';

export type PostRequest = { path: string; body: string; headers: Record<string, string> };

export type PostLoadResult = {
  /** every response's time in ms */
  latencies: number[];
  /** responses per HTTP status */
  statuses: Map<number, number>;
  /** connection errors and timeouts (no response at all) */
  errors: number;
  timeouts: number;
  /** the first non-2xx answers: status, what was sent, and the start of the body */
  samples: string[];
  /** CPU time the load generator (this process) used, in ms */
  loadGeneratorCpuMs: number;
};

export async function postLoad(opts: {
  port: number;
  connections: number;
  seconds: number;
  /** the i-th request of the run (i counts from 0 across all connections) */
  next: (i: number) => PostRequest;
  /** a bound besides the duration */
  maxRequests?: number;
}): Promise<PostLoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const samples: string[] = [];
  let i = 0;
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://127.0.0.1:${opts.port}`,
        connections: opts.connections,
        duration: opts.seconds,
        ...(opts.maxRequests ? { amount: opts.maxRequests } : {}),
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (req, context) => {
              const r = opts.next(i++);
              (context as { sent?: string }).sent = r.path;
              return { ...req, method: 'POST', path: r.path, body: r.body, headers: r.headers }; // autocannon adds Content-Length
            },
            onResponse: (status, body, context) => {
              if ((status < 200 || status >= 300) && samples.length < 5)
                samples.push(`${status} POST ${(context as { sent?: string }).sent}: ${body.slice(0, 300)}`);
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      latencies.push(ms);
    });
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { latencies, statuses, errors: result.errors, timeouts: result.timeouts, samples, loadGeneratorCpuMs: (cpu.user + cpu.system) / 1000 };
}
