// The benchmark's HTTP load generator. On a 2-core machine it shares the cores with the server and the
// database, so every millisecond it spends per request is taken from what it measures: it should be as
// light as the machine allows. wrk (C, `apt-get install wrk`) costs about half of autocannon's CPU per
// request here; autocannon (an npm devDependency) is used when wrk is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { childrenCpuMs } from './cpu-time';

export type HttpLoadResult = {
  /** every response's time in ms */
  latencies: number[];
  /** CPU time the load generator itself used, in ms */
  loadGeneratorCpuMs: number;
};

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
export const loadGeneratorName = hasWrk ? 'wrk (one thread)' : 'autocannon (install wrk for a lighter load generator)';

/** `headers` go with every request (a member's session cookie, for the endpoints that need one). */
export type HttpLoadOptions = { port: number; paths: string[]; connections: number; seconds: number; headers?: Record<string, string> };

export function httpLoad(opts: HttpLoadOptions): Promise<HttpLoadResult> {
  return hasWrk ? withWrk(opts) : withAutocannon(opts);
}

/**
 * wrk cycles through the paths and, when done, prints its whole latency histogram (microseconds and
 * counts) so that percentiles over several rounds are exact, as they are for the raw side.
 */
function wrkScript(paths: string[], headers: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fairlead-bench-')), 'search.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local headers = { ${Object.entries(headers)
      .map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
      .join(', ')} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1], headers)
end
done = function(summary, latency)
  local parts = {}
  for n = 1, #latency do
    local value, count = latency(n)
    parts[#parts + 1] = value .. ":" .. count
  end
  local e = summary.errors
  io.write("RESULT " .. (e.connect + e.read + e.write + e.status + e.timeout) .. " " .. table.concat(parts, ",") .. "\\n")
end
`,
  );
  return file;
}

const scripts = new Map<string, string>();

async function withWrk(opts: HttpLoadOptions): Promise<HttpLoadResult> {
  const key = JSON.stringify([opts.paths, opts.headers ?? {}]);
  if (!scripts.has(key)) scripts.set(key, wrkScript(opts.paths, opts.headers ?? {}));
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--timeout', '10s', '-s', scripts.get(key)!, `http://127.0.0.1:${opts.port}`];
  const cpuBefore = childrenCpuMs();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    // 'close': the process has been waited for, so its CPU time is in this process's children's total.
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}`))));
  });
  const line = output.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const [, errors, histogram] = line.split(' ');
  if (Number(errors) > 0) throw new Error(`${errors} requests failed or were not 2xx/3xx`);
  const latencies: number[] = [];
  for (const pair of histogram.split(',')) {
    const [micros, count] = pair.split(':').map(Number);
    for (let k = 0; k < count; k++) latencies.push(micros / 1000);
  }
  return { latencies, loadGeneratorCpuMs: childrenCpuMs() - cpuBefore };
}

async function withAutocannon(opts: HttpLoadOptions): Promise<HttpLoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  await new Promise<void>((resolve, reject) => {
    const run = autocannon(
      {
        url: `http://127.0.0.1:${opts.port}`,
        connections: opts.connections,
        duration: opts.seconds,
        requests: opts.paths.map((p) => ({ method: 'GET', path: p, ...(opts.headers ? { headers: opts.headers } : {}) })),
      },
      (err) => (err ? reject(err) : resolve()),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) failed++;
      latencies.push(ms);
    });
  });
  if (failed) throw new Error(`${failed} responses were not 200`);
  const cpu = process.cpuUsage(cpuBefore);
  return { latencies, loadGeneratorCpuMs: (cpu.user + cpu.system) / 1000 };
}
