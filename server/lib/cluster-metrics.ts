import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// With WEB_CONCURRENCY above 1 a scrape reaches one worker, and each worker counts only its own requests. The worker
// asks the primary, which gathers every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC)
// and answers with their sum: counters and histograms add up; a gauge read from the database says so
// (`aggregator: 'first'`), or it would be counted once per worker.

const ASK = 'fairlead:metrics-ask';
const ANSWER = 'fairlead:metrics-answer';
type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/** In the primary: answers each worker's request with the whole cluster's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Ask>) => {
    if (message?.type !== ASK || message.id === undefined) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id, error: err.message } satisfies Answer),
    );
  });
}

let joined = false;
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/**
 * In a worker: its registry answers the primary's gathering. Answers the function that reads the whole cluster's
 * metrics (through the primary); outside a cluster, this process's own.
 */
export function clusterMetricsOf(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  if (!joined) {
    joined = true;
    new AggregatorRegistry(); // installs the worker's side: it answers the primary's requests
    process.on('message', (message: Partial<Answer>) => {
      if (message?.type === ANSWER && message.id !== undefined) waiting.get(message.id)?.(message as Answer);
    });
  }
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => finish({ type: ANSWER, id, error: 'the primary did not answer within 10 s' }), 10_000);
      const finish = (answer: Answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(`cluster metrics: ${answer.error ?? 'no answer'}`));
      };
      waiting.set(id, finish);
      process.send!({ type: ASK, id } satisfies Ask);
    });
}
