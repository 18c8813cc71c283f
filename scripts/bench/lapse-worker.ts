// One server process's job runner, for `npm run bench:deals`: started by the benchmark (child_process.fork) with the
// server's environment (DATABASE_URL, DATABASE_POOL_SIZE …), it bootstraps the app exactly as server/index.ts does
// but serves no HTTP. Two of them mimic WEB_CONCURRENCY=2: each claims due jobs with FOR UPDATE SKIP LOCKED.
// Told over IPC:  drain -> runs every job due now (the e-mail backlog) once;  go {at} -> moves its clock to `at`
// (the firm offers' deadline) and starts the runner, as the server does;  exit -> ends the process at once.
// Not close(): the runner's stop() waits until runDue() has run every due job, batch after batch, and after 10,000
// lapses that is 20,000 e-mails (minutes). The benchmark waits for the lapse jobs to be marked done first; an
// e-mail job cut off here is rolled back with its connection, and the database is dropped on the next run.
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';

type Message = { type: 'drain' } | { type: 'go'; at: string } | { type: 'exit' };

// Bounded: a worker left behind by a benchmark that died goes by itself.
setTimeout(() => process.exit(3), 15 * 60_000).unref();
process.on('disconnect', () => process.exit(4));

const started = await bootstrap(loadConfig(process.env));
const reply = (m: Record<string, unknown>) => new Promise<void>((resolve) => process.send?.(m, undefined, undefined, () => resolve()) ?? resolve());

process.on('message', (m: Message) => {
  void (async () => {
    try {
      if (m.type === 'drain') {
        await reply({ type: 'drained', ran: await started.deps.jobs.runDue() });
      } else if (m.type === 'go') {
        started.deps.clock.advance(Date.parse(m.at) - started.deps.clock.now().getTime());
        started.deps.jobs.start();
        await reply({ type: 'started' });
      } else if (m.type === 'exit') {
        process.exit(0);
      }
    } catch (err) {
      await reply({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  })();
});
await reply({ type: 'ready', pid: process.pid });
