// npm run bench:realtime — the live event stream on PostgreSQL with 2 server processes (database
// fairlead_bench_realtime, recreated each run).
//  1. 200 members (100 owners with a ship, 100 charterers, each pair in a conversation) sign in through the API and
//     open 10 streams each: 2,000 SSE streams, spread by the cluster over both processes and held by reader child
//     processes (scripts/bench/realtime-reader.ts; one process may hold only so many sockets). Prints the servers'
//     memory per open stream.
//  2. Messages are posted through the API at a steady rate by both sides of random conversations; every stream
//     records what arrives. Prints the time from the API's answer to the arrival at each of the reader's streams
//     (p50, p95, p99).
//  3. Replay: one stream of every member drops, messages go on for BENCH_REPLAY_SECONDS, and the stream reconnects
//     with its Last-Event-ID. Then checks: every stream of both parties got each message once (the reconnected ones
//     included), no other stream got it.
// Goal: p95 <= 200 ms; nothing lost, nothing twice, nothing to the wrong member. The size, 20,000 streams:
//   BENCH_PAIRS=1000 npm run bench:realtime   (2,000 members x 10 streams; about 10 minutes on 2 cores)
// Knobs: BENCH_DATABASE_URL, BENCH_STREAMS_PER_MEMBER (10), BENCH_PAIRS (100), BENCH_RATE (25 messages/s),
// BENCH_SECONDS (20), BENCH_REPLAY_SECONDS (4), BENCH_READERS (one per 5,000 streams), BENCH_OPENING (400 streams
// opening at a time; a refused one is opened again after a pause, as the web app does), BENCH_PORT (3402).
// About 2 minutes on 2 cores by default. Only talks to 127.0.0.1.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { processTree, snapshot, usedSince } from './bench/cpu-time';
import type { ReaderAnswer, ReaderCommand } from './bench/realtime-reader';
import { apiCaller, localDatabaseUrl, recreateDatabase, serverEnvironment, startMailSink, startServer, stopProcess } from './bench/local-server';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fairlead_bench_realtime';
const PORT = Number(process.env.BENCH_PORT ?? 3402);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
const STREAMS_PER_MEMBER = Number(process.env.BENCH_STREAMS_PER_MEMBER ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 25);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const REPLAY_SECONDS = Number(process.env.BENCH_REPLAY_SECONDS ?? 4);
/** A process may hold 20,000 open files here: readers of 5,000 streams each stay far below. */
const READERS = Number(process.env.BENCH_READERS ?? Math.max(1, Math.ceil((PAIRS * 2 * STREAMS_PER_MEMBER) / 5000)));
/** Streams opening at once, over all readers: members arriving, or every tab reconnecting after a restart. */
const OPENING = Number(process.env.BENCH_OPENING ?? 400);
const GOAL_P95_MS = 200;
const PASSWORD = 'bench-realtime-password-42';

const dbUrl = localDatabaseUrl(BASE, DB_NAME);
const serverEnv = serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: 2, poolSize: 4 });
// The members' confirmation e-mails go to a local sink: a closed port would have the server retry 2,000 of them
// through the measured minutes.
const mailSink = await startMailSink();
serverEnv.SMTP_URL = mailSink.url;
const call = apiCaller(ORIGIN);

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
/** Absolute, so the reader processes' arrival times compare with this process's. */
const now = () => performance.timeOrigin + performance.now();

type Member = { id: string; cookie: string };
type Pair = { owner: Member; charterer: Member; conversation: string };
type Sent = { id: string; pair: number; from: 'owner' | 'charterer'; phase: 'live' | 'while dropped'; answeredAt: number };
async function register(role: 'owner' | 'charterer', n: number): Promise<Member> {
  const { json, cookies } = await call('POST', '/api/accounts/register', {
    body: {
      name: `Bench ${role} ${n}`,
      email: `rt-${role}-${n}@bench.example`,
      company: `Bench ${role} company ${n}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType: role,
      agreeTerms: true,
    },
    expect: 201,
  });
  return { id: json.profile.id as string, cookie: cookies.map((c) => c.split(';')[0]).join('; ') };
}

/** The reader processes that hold the streams, each asked in turn and answering once per command. */
type Reader = { child: ChildProcess; ask: (command: ReaderCommand) => Promise<ReaderAnswer> };
function startReader(): Reader {
  const child = fork(new URL('./bench/realtime-reader.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  let pending: ((a: ReaderAnswer) => void) | null = null;
  child.on('message', (answer: ReaderAnswer) => pending?.(answer));
  const ask = (command: ReaderCommand) =>
    new Promise<ReaderAnswer>((resolve, reject) => {
      pending = (answer) => (answer.type === 'failed' ? reject(new Error(`reader: ${answer.error}`)) : resolve(answer));
      child.send(command);
    });
  return { child, ask };
}
const askAll = (readers: Reader[], command: ReaderCommand) => Promise.all(readers.map((r) => r.ask(command)));

/** Resident memory of the server's processes (the primary and its workers), in MB. */
function serverRssMb(server: ChildProcess): number {
  let kb = 0;
  for (const pid of processTree(server.pid!)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

/** Posts `count` messages at RATE per second, each from a random side of a random conversation. */
async function postMessages(pairs: Pair[], count: number, phase: 'live' | 'while dropped', sent: Sent[]): Promise<{ ms: number; failed: number }> {
  let failed = 0;
  const interval = 1000 / RATE;
  const t1 = now();
  const inFlight: Promise<void>[] = [];
  for (let k = 0; k < count; k++) {
    const wait = t1 + k * interval - now();
    if (wait > 0) await sleep(wait);
    const pair = Math.floor(Math.random() * pairs.length);
    const from = Math.random() < 0.5 ? 'owner' : 'charterer';
    inFlight.push(
      call('POST', `/api/conversations/${pairs[pair].conversation}/messages`, {
        cookie: pairs[pair][from].cookie,
        body: { body: `Laycan check ${sent.length + k}: still open 1-5 March?` },
        expect: 201,
      })
        .then(({ json }) => void sent.push({ id: json.message.id as string, pair, from, phase, answeredAt: now() }))
        .catch(() => void failed++),
    );
  }
  await Promise.all(inFlight);
  return { ms: now() - t1, failed };
}

async function main() {
  const started = Date.now();
  const totalStreams = PAIRS * 2 * STREAMS_PER_MEMBER;
  console.log(
    `\n== Live events: ${PAIRS * 2} members x ${STREAMS_PER_MEMBER} streams = ${totalStreams.toLocaleString('en-US')}, 2 server processes on PostgreSQL, ${READERS} reader process(es) ==`,
  );
  await recreateDatabase(BASE, DB_NAME);
  const server = await startServer(serverEnv);
  const monitor = new pg.Client({ connectionString: dbUrl });
  await monitor.connect();
  const readers = Array.from({ length: READERS }, startReader);
  try {
    // Members and their conversations, through the API (the owners' ships need verified owners to be on the market).
    const owners: Member[] = [];
    const charterers: Member[] = [];
    // Four at a time: each registration hashes a password (the server's CPU, not the network, is the limit).
    for (let n = 1; n <= PAIRS; n += 4) {
      const batch = Array.from({ length: Math.min(4, PAIRS - n + 1) }, (_, k) => n + k);
      owners.push(...(await Promise.all(batch.map((k) => register('owner', k)))));
      charterers.push(...(await Promise.all(batch.map((k) => register('charterer', k)))));
    }
    await monitor.query('UPDATE profiles SET verified = true WHERE id = ANY($1)', [[...owners, ...charterers].map((m) => m.id)]);
    await monitor.query('UPDATE users SET email_verified = true WHERE id = ANY($1)', [[...owners, ...charterers].map((m) => m.id)]);
    const nextImo = imoSequence(961_001);
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const { json } = await call('POST', '/api/vessels', {
        cookie: owners[i].cookie,
        body: validVessel({ imo: nextImo(), name: `Realtime Spirit ${i + 1}` }),
        expect: 201,
      });
      const vesselId = json.vessel.id as string;
      const open = await call('POST', '/api/conversations', { cookie: charterers[i].cookie, body: { vesselId }, expect: 200 });
      pairs.push({ owner: owners[i], charterer: charterers[i], conversation: open.json.id as string });
    }
    console.log(
      `set up ${PAIRS * 2} members, ${PAIRS} ships and ${PAIRS} conversations through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // 1. Streams and their memory. Each member's streams are all held by one reader.
    await sleep(2000);
    const rssBefore = serverRssMb(server);
    const members = [...owners, ...charterers];
    const t0 = now();
    const opened = await Promise.all(
      readers.map((r, i) =>
        r.ask({
          type: 'open',
          origin: ORIGIN,
          members: members.filter((_, k) => k % READERS === i),
          perMember: STREAMS_PER_MEMBER,
          concurrency: Math.ceil(OPENING / READERS),
        }),
      ),
    );
    const openMs = now() - t0;
    const openCount = opened.reduce((n, a) => n + (a.type === 'opened' ? a.count : 0), 0);
    const retried = opened.reduce((n, a) => n + (a.type === 'opened' ? a.retried : 0), 0);
    await sleep(3000);
    const rssAfter = serverRssMb(server);
    const perStreamKb = ((rssAfter - rssBefore) * 1024) / openCount;
    console.log(
      `opened ${openCount.toLocaleString('en-US')} streams in ${(openMs / 1000).toFixed(1)} s (${OPENING} opening at a time; ${retried} refused and opened again after a pause); server memory ${rssBefore.toFixed(0)} MB -> ${rssAfter.toFixed(0)} MB: ${perStreamKb.toFixed(1)} KB per open stream`,
    );

    // 2. Messages at a steady rate with every stream open: the latency.
    const sent: Sent[] = [];
    // Where the 2 cores went meanwhile: the server, and this machine's own load (the readers, this process).
    const serverPids = processTree(server.pid!);
    const benchPids = [process.pid, ...readers.map((r) => r.child.pid!)];
    const cpuBefore = snapshot([...serverPids, ...benchPids]);
    const live = await postMessages(pairs, RATE * SECONDS, 'live', sent);
    const share = (pids: number[]) => `${((usedSince(cpuBefore, pids) / live.ms) * 100).toFixed(0)}%`;
    const cpuSplit = `CPU over the live phase (100% = one core): server ${share(serverPids)}, readers and this bench ${share(benchPids)}`;
    await sleep(3000); // the last events on their way

    // 3. Replay: one stream of every member drops, messages go on, the stream comes back with its Last-Event-ID and
    //    must receive what it missed, once.
    const droppedCount = (await askAll(readers, { type: 'drop' })).reduce((n, a) => n + (a.type === 'dropped' ? a.count : 0), 0);
    const gap = await postMessages(pairs, RATE * REPLAY_SECONDS, 'while dropped', sent);
    await sleep(1000);
    const resumed = await askAll(readers, { type: 'resume' });
    const replayedCount = resumed.reduce((n, a) => n + (a.type === 'resumed' ? a.replayed : 0), 0);
    await sleep(2000);
    const streams = (await askAll(readers, { type: 'report' })).flatMap((a) => (a.type === 'report' ? a.streams : []));
    if (streams.length !== openCount) throw new Error(`${openCount} streams opened, ${streams.length} reported`);

    // Arrival at each of the reader's streams, after the API's answer to the sender.
    const byMember = new Map<string, { resumed: boolean; arrivals: Map<string, number[]> }[]>();
    for (const s of streams) byMember.set(s.member, [...(byMember.get(s.member) ?? []), { resumed: s.resumed, arrivals: new Map(s.arrivals) }]);
    const latencies: number[] = [];
    let lost = 0;
    let lostOnReplay = 0;
    let twice = 0;
    let early = 0;
    for (const m of sent) {
      const p = pairs[m.pair];
      const reader = m.from === 'owner' ? p.charterer : p.owner;
      for (const member of [p.owner, p.charterer]) {
        for (const s of byMember.get(member.id) ?? []) {
          const arrivals = s.arrivals.get(m.id) ?? [];
          if (arrivals.length === 0) lost++;
          if (arrivals.length === 0 && s.resumed && m.phase === 'while dropped') lostOnReplay++;
          if (arrivals.length > 1) twice++;
          if (member === reader && arrivals.length && m.phase === 'live' && !s.resumed) {
            const d = arrivals[0] - m.answeredAt;
            if (d < 0) early++;
            latencies.push(Math.max(0, d));
          }
        }
      }
    }
    const partiesOf = new Map(sent.map((m) => [m.id, new Set([pairs[m.pair].owner.id, pairs[m.pair].charterer.id])]));
    let wrong = 0;
    for (const s of streams) for (const [id] of s.arrivals) if (!partiesOf.get(id)?.has(s.member)) wrong++;
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 0.95);
    const liveCount = sent.filter((m) => m.phase === 'live').length;
    const failed = live.failed + gap.failed;
    console.log(
      `posted ${liveCount} messages (${live.failed} refused) in ${(live.ms / 1000).toFixed(1)} s (${(liveCount / (live.ms / 1000)).toFixed(1)}/s), each to ${STREAMS_PER_MEMBER * 2} streams of its two parties`,
    );
    console.log(
      `  API answer -> arrival at the reader's streams (${latencies.length.toLocaleString('en-US')} arrivals): p50 ${ms(percentile(latencies, 0.5))}   p95 ${ms(p95)}   p99 ${ms(percentile(latencies, 0.99))}   max ${ms(latencies.at(-1) ?? NaN)}   (${early} arrived before the answer: counted as 0)`,
    );
    console.log(`  ${cpuSplit}`);
    console.log(
      `replay: ${droppedCount.toLocaleString('en-US')} streams dropped (one per member), ${sent.length - liveCount} messages posted meanwhile (${gap.failed} refused), the streams came back with their Last-Event-ID and were replayed ${replayedCount.toLocaleString('en-US')} events; missed on replay ${lostOnReplay}`,
    );
    console.log(`  lost ${lost}, delivered twice ${twice}, delivered to a member not in the conversation ${wrong}`);
    const met = p95 <= GOAL_P95_MS && lost === 0 && twice === 0 && wrong === 0 && failed === 0 && openCount === totalStreams;
    console.log(`\n== Summary (2 server processes x 4 database connections; 2 cores; ${((Date.now() - started) / 1000).toFixed(0)} s in all) ==`);
    console.log(
      `${openCount.toLocaleString('en-US')} streams, ${perStreamKb.toFixed(1)} KB each; p95 ${ms(p95)} (goal <= ${GOAL_P95_MS} ms); replayed after a drop: ${lostOnReplay} missed; lost ${lost}, twice ${twice}, wrong member ${wrong}   ${met ? 'goal met' : 'GOAL MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await Promise.all(readers.map((r) => (r.child.exitCode === null ? r.ask({ type: 'close' }).catch(() => undefined) : undefined)));
    await monitor.end();
    await stopProcess(server);
    await mailSink.close();
  }
}

await main();
