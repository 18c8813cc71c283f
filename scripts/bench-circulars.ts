// npm run bench:circulars — the broker-circular parser on the development corpus: accuracy by the
// corpus' own scorer (per field, items found and missed) and throughput on one core (the 24 e-mails
// parsed in a loop for a few seconds, in this one process), for parseCircular (what is stored) and
// readCircular (the reading with sources the review page gets). Goals of issue #28 printed beside.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCircular, readCircular } from '../server/modules/imports/parser/index';

const GOALS = { fields: 90, itemRecall: 0.95, mailsPerSecond: 200 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const corpus = join(import.meta.dirname, '../server/modules/imports/parser/corpus');
const dev = join(corpus, 'dev');

async function main() {
  const files = readdirSync(dev)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const raws = files.map((f) => readFileSync(join(dev, f)));
  const out = mkdtempSync(join(tmpdir(), 'bench-circulars-'));
  try {
    for (let i = 0; i < files.length; i++) {
      writeFileSync(join(out, files[i].replace(/\.eml$/, '.json')), JSON.stringify(await parseCircular(raws[i])));
    }
    const report = execFileSync(process.execPath, [join(corpus, 'score.mjs'), dev, out, '--verbose'], { encoding: 'utf8' });
    console.log(report.trimEnd());
    const last = /field accuracy: ([\d.]+)% \(\d+\/\d+\), items P=([\d.]+) R=([\d.]+)/.exec(report);
    const items = /^all\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(report);
    if (items)
      console.log(
        `\nitems: ${items[1]} in the truth, ${items[3]} found, ${Number(items[1]) - Number(items[3])} missed, ${Number(items[2]) - Number(items[3])} extra`,
      );

    const parse = await throughput(raws, parseCircular);
    const read = await throughput(raws, readCircular);

    console.log('\n                 measured      goal');
    if (last) {
      console.log(`field accuracy   ${`${last[1]}%`.padEnd(13)} >= ${GOALS.fields}%`);
      console.log(`item recall      ${last[3].padEnd(13)} >= ${GOALS.itemRecall}`);
      console.log(`item precision   ${last[2]}`);
    }
    const rateLine = (label: string, r: Throughput) =>
      console.log(
        `${label.padEnd(17)}${r.rate.toFixed(0).padEnd(13)} >= ${GOALS.mailsPerSecond} (one core, ${r.count} e-mails in ${r.seconds.toFixed(1)} s)`,
      );
    rateLine('e-mails/s parse', parse);
    rateLine('e-mails/s read', read);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

type Throughput = { rate: number; count: number; seconds: number };

/** Warms up, then reads the corpus in a loop on this one thread for SECONDS. */
async function throughput(raws: Buffer[], read: (raw: Buffer) => Promise<unknown>): Promise<Throughput> {
  for (const raw of raws) await read(raw);
  let count = 0;
  const start = process.hrtime.bigint();
  const until = start + BigInt(SECONDS * 1e9);
  while (process.hrtime.bigint() < until) {
    for (const raw of raws) await read(raw);
    count += raws.length;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { rate: count / seconds, count, seconds };
}

void main();
