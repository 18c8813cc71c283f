// npm run bench:realtime — the live event stream on PostgreSQL with 2 server processes (database
// fairlead_bench_realtime, recreated each run).
//  1. 200 members (100 owners with a ship, 100 charterers, each pair in a conversation) sign in through the API and
//     open 10 streams each: 2,000 SSE streams, spread by the cluster over both processes. Prints the servers' memory
//     per open stream.
//  2. Messages are posted through the API at a steady rate by both sides of random conversations; every stream
//     records what arrives. Prints the time from the API's answer to the arrival at each of the reader's streams
//     (p50, p95, p99), and checks: every stream of both parties got each message once, no other stream got it.
// Goal: p95 <= 200 ms with 2,000 streams; nothing lost, nothing twice, nothing to the wrong member.
// Knobs: BENCH_DATABASE_URL, BENCH_STREAMS_PER_MEMBER (10), BENCH_PAIRS (100), BENCH_RATE (25 messages/s),
// BENCH_SECONDS (20), BENCH_PORT (3402). About 2 minutes on 2 cores. Only talks to 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { imoSequence, validVessel } from '../server/test/vessel-input';
import { processTree } from './bench/cpu-time';
import { apiCaller, localDatabaseUrl, recreateDatabase, serverEnvironment, startServer, stopProcess } from './bench/local-server';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'fairlead_bench_realtime';
const PORT = Number(process.env.BENCH_PORT ?? 3402);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 100);
const STREAMS_PER_MEMBER = Number(process.env.BENCH_STREAMS_PER_MEMBER ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 25);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const GOAL_P95_MS = 200;
const PASSWORD = 'bench-realtime-password-42';

const dbUrl = localDatabaseUrl(BASE, DB_NAME);
const serverEnv = serverEnvironment({ port: PORT, databaseUrl: dbUrl, workers: 2, poolSize: 4 });
const call = apiCaller(ORIGIN);

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

type Member = { id: string; cookie: string };
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

/** One open stream of a member: records when each message event arrives, by message id. */
type Stream = { member: string; arrivals: Map<string, number[]>; others: number; close: () => void };
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function openStream(member: Member): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { member: member.id, arrivals: new Map(), others: 0, close: () => req.destroy() };
    const req = http.get(`${ORIGIN}/api/events`, { agent, headers: { cookie: member.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'ready' && !ready) {
            ready = true;
            resolve(stream);
          } else if (event === 'message' && data) {
            const { messageId } = JSON.parse(data) as { messageId: string };
            const at = performance.now();
            stream.arrivals.set(messageId, [...(stream.arrivals.get(messageId) ?? []), at]);
          } else if (event) stream.others++;
        }
      });
    });
    req.on('error', (err) => reject(err));
  });
}

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

async function main() {
  const started = Date.now();
  console.log(`\n== Live events: ${PAIRS * 2} members x ${STREAMS_PER_MEMBER} streams, 2 server processes on PostgreSQL ==`);
  await recreateDatabase(BASE, DB_NAME);
  const server = await startServer(serverEnv);
  const monitor = new pg.Client({ connectionString: dbUrl });
  await monitor.connect();
  const streams: Stream[] = [];
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
    const pairs: { owner: Member; charterer: Member; conversation: string }[] = [];
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

    // 1. Streams and their memory.
    await sleep(2000);
    const rssBefore = serverRssMb(server);
    const members = [...owners, ...charterers];
    const t0 = performance.now();
    for (let k = 0; k < STREAMS_PER_MEMBER; k++) streams.push(...(await Promise.all(members.map(openStream))));
    const openMs = performance.now() - t0;
    await sleep(3000);
    const rssAfter = serverRssMb(server);
    const perStreamKb = ((rssAfter - rssBefore) * 1024) / streams.length;
    console.log(
      `opened ${streams.length.toLocaleString('en-US')} streams in ${(openMs / 1000).toFixed(1)} s; server memory ${rssBefore.toFixed(0)} MB -> ${rssAfter.toFixed(0)} MB: ${perStreamKb.toFixed(1)} KB per open stream`,
    );

    // 2. Messages at a steady rate, each from a random side of a random conversation.
    const sent: { id: string; pair: number; from: 'owner' | 'charterer'; answeredAt: number }[] = [];
    let failed = 0;
    const total = RATE * SECONDS;
    const interval = 1000 / RATE;
    const t1 = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const wait = t1 + k * interval - performance.now();
      if (wait > 0) await sleep(wait);
      const pair = Math.floor(Math.random() * PAIRS);
      const from = Math.random() < 0.5 ? 'owner' : 'charterer';
      inFlight.push(
        call('POST', `/api/conversations/${pairs[pair].conversation}/messages`, {
          cookie: pairs[pair][from].cookie,
          body: { body: `Laycan check ${k}: still open 1-5 March?` },
          expect: 201,
        })
          .then(({ json }) => void sent.push({ id: json.message.id as string, pair, from, answeredAt: performance.now() }))
          .catch(() => void failed++),
      );
    }
    await Promise.all(inFlight);
    const postMs = performance.now() - t1;
    await sleep(3000); // the last events on their way

    // Arrival at each of the reader's streams, after the API's answer to the sender.
    const byMember = new Map<string, Stream[]>();
    for (const s of streams) byMember.set(s.member, [...(byMember.get(s.member) ?? []), s]);
    const latencies: number[] = [];
    let lost = 0;
    let twice = 0;
    let early = 0;
    for (const m of sent) {
      const p = pairs[m.pair];
      const reader = m.from === 'owner' ? p.charterer : p.owner;
      for (const member of [p.owner, p.charterer]) {
        for (const s of byMember.get(member.id)!) {
          const arrivals = s.arrivals.get(m.id) ?? [];
          if (arrivals.length === 0) lost++;
          if (arrivals.length > 1) twice++;
          if (member === reader && arrivals.length) {
            const d = arrivals[0] - m.answeredAt;
            if (d < 0) early++;
            latencies.push(Math.max(0, d));
          }
        }
      }
    }
    const partiesOf = new Map(sent.map((m) => [m.id, new Set([pairs[m.pair].owner.id, pairs[m.pair].charterer.id])]));
    let wrong = 0;
    for (const s of streams) for (const id of s.arrivals.keys()) if (!partiesOf.get(id)?.has(s.member)) wrong++;
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 0.95);
    console.log(
      `posted ${sent.length} messages (${failed} refused) in ${(postMs / 1000).toFixed(1)} s (${(sent.length / (postMs / 1000)).toFixed(1)}/s), each to ${STREAMS_PER_MEMBER * 2} streams of its two parties`,
    );
    console.log(
      `  API answer -> arrival at the reader's streams (${latencies.length.toLocaleString('en-US')} arrivals): p50 ${ms(percentile(latencies, 0.5))}   p95 ${ms(p95)}   p99 ${ms(percentile(latencies, 0.99))}   max ${ms(latencies.at(-1) ?? NaN)}   (${early} arrived before the answer: counted as 0)`,
    );
    console.log(`  lost ${lost}, delivered twice ${twice}, delivered to a member not in the conversation ${wrong}`);
    const met = p95 <= GOAL_P95_MS && lost === 0 && twice === 0 && wrong === 0 && failed === 0;
    console.log(`\n== Summary (2 server processes x 4 database connections; 2 cores; ${((Date.now() - started) / 1000).toFixed(0)} s in all) ==`);
    console.log(
      `${streams.length.toLocaleString('en-US')} streams, ${perStreamKb.toFixed(1)} KB each; p95 ${ms(p95)} (goal <= ${GOAL_P95_MS} ms); lost ${lost}, twice ${twice}, wrong member ${wrong}   ${met ? 'goal met' : 'GOAL MISSED'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
    await monitor.end();
    await stopProcess(server);
  }
}

await main();
