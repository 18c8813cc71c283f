// A child process of bench:realtime that holds its share of the live event streams: one process may hold only so
// many sockets (the open-file limit, 20,000 here), so 20,000 streams are spread over several readers. Arrival times
// are absolute (performance.timeOrigin + now), so the parent compares them with its own clock.
import http from 'node:http';

export type ReaderMember = { id: string; cookie: string };
/** What the parent asks. `drop` closes one stream of each member and keeps its last event id for `resume`. */
export type ReaderCommand =
  | { type: 'open'; origin: string; members: ReaderMember[]; perMember: number; concurrency: number }
  | { type: 'drop' }
  | { type: 'resume' }
  | { type: 'report' }
  | { type: 'close' };
export type StreamReport = { member: string; resumed: boolean; arrivals: [string, number[]][]; others: number };
export type ReaderAnswer =
  | { type: 'opened'; count: number; retried: number }
  | { type: 'dropped'; count: number }
  | { type: 'resumed'; count: number; replayed: number }
  | { type: 'report'; streams: StreamReport[] }
  | { type: 'failed'; error: string };

type Stream = {
  member: ReaderMember;
  resumed: boolean;
  lastEventId: string | null;
  arrivals: Map<string, number[]>;
  others: number;
  replayed: number;
  close: () => void;
};

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let origin = '';
let streams: Stream[] = [];
const dropped: Stream[] = [];

/** Opens one stream; resolves once the server says it is ready (or, resuming, once it has replayed what was missed). */
function openStream(member: ReaderMember, resumeFrom?: Stream): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = resumeFrom ?? { member, resumed: false, lastEventId: null, arrivals: new Map(), others: 0, replayed: 0, close: () => {} };
    const headers: Record<string, string> = { cookie: member.cookie, accept: 'text/event-stream' };
    if (resumeFrom?.lastEventId) headers['last-event-id'] = resumeFrom.lastEventId;
    stream.resumed = Boolean(resumeFrom);
    const req = http.get(`${origin}/api/events`, { agent, headers }, (res) => {
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
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (id) stream.lastEventId = id;
          if (event === 'ready' && !ready) {
            ready = true;
            resolve(stream);
          } else if (event === 'message' && data) {
            const { messageId } = JSON.parse(data) as { messageId: string };
            stream.arrivals.set(messageId, [...(stream.arrivals.get(messageId) ?? []), now()]);
            if (ready && stream.resumed) stream.replayed++;
          } else if (event) stream.others++;
        }
      });
    });
    stream.close = () => req.destroy();
    req.on('error', (err) => reject(err));
  });
}

async function handle(command: ReaderCommand): Promise<ReaderAnswer> {
  switch (command.type) {
    case 'open': {
      origin = command.origin;
      // Members connect over a short while, not in one instant: at most `concurrency` streams opening at a time.
      // A refused stream is opened again after a pause, as the web app does (1 s, 2 s …).
      const queue = Array.from({ length: command.perMember }, () => command.members).flat();
      let retried = 0;
      const openWithRetry = async (member: ReaderMember) => {
        for (let pause = 1000; ; pause *= 2) {
          try {
            return await openStream(member);
          } catch (err) {
            if (pause > 16_000) throw err;
            retried++;
            await new Promise((r) => setTimeout(r, pause));
          }
        }
      };
      const lanes = Array.from({ length: command.concurrency }, async () => {
        for (let member = queue.shift(); member; member = queue.shift()) streams.push(await openWithRetry(member));
      });
      await Promise.all(lanes);
      return { type: 'opened', count: streams.length, retried };
    }
    case 'drop': {
      const seen = new Set<string>();
      for (const s of streams) {
        if (seen.has(s.member.id)) continue;
        seen.add(s.member.id);
        s.close();
        dropped.push(s);
      }
      streams = streams.filter((s) => !dropped.includes(s));
      return { type: 'dropped', count: dropped.length };
    }
    case 'resume': {
      const back = await Promise.all(dropped.map((s) => openStream(s.member, s)));
      streams.push(...back);
      return { type: 'resumed', count: back.length, replayed: back.reduce((n, s) => n + s.replayed, 0) };
    }
    case 'report':
      return {
        type: 'report',
        streams: streams.map((s) => ({ member: s.member.id, resumed: s.resumed, arrivals: [...s.arrivals], others: s.others })),
      };
    case 'close':
      for (const s of streams) s.close();
      agent.destroy();
      setImmediate(() => process.exit(0));
      return { type: 'report', streams: [] };
  }
}

process.on('message', (command: ReaderCommand) => {
  handle(command).then(
    (answer) => process.send!(answer),
    (err: Error) => process.send!({ type: 'failed', error: err.message } satisfies ReaderAnswer),
  );
});
