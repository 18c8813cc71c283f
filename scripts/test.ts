// `npm test`: lint, format (Prettier), typecheck, server tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// the web build, and the browser tests. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];
const failedCases: string[] = [];
const out = '.test-data/reports';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function step(name: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res.status === 0;
}

/** A check without test cases of its own (lint, typecheck, build) counts as one test. */
function check(name: string, cmd: string, args: string[]) {
  if (step(name, cmd, args)) total.passed++;
  else {
    total.failed++;
    failures.push(name);
  }
}

function vitest(name: string, file: string, env: Record<string, string | undefined>, extra: string[] = []) {
  const ok = step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...extra], env);
  if (!existsSync(file)) {
    total.failed++;
    failures.push(`${name} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  if (!ok || report.numFailedTests > 0 || report.numFailedTestSuites > 0) {
    if (report.numFailedTests === 0) total.failed++; // a file that failed to load has no failed test
    failures.push(name);
    failedCases.push(...failedIn(report, name));
  }
}

type VitestReport = {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

const ansiColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first lines of a failure (its message and the test's own line), for a log read from its tail. */
function firstLinesOf(messages: string[] | undefined): string {
  const lines = (messages ?? [])
    .join('\n')
    .replace(ansiColours, '')
    .split('\n')
    .map((l) => l.trim());
  const message = lines.filter((l) => l !== '' && !l.startsWith('at ')).slice(0, 6);
  const where = lines.find((l) => l.startsWith('at ') && /\.test\.tsx?:/.test(l))?.replace(`${process.cwd()}/`, '');
  return [...message, ...(where ? [where] : [])].map((l) => `\n      ${l.slice(0, 200)}`).join('');
}

/** Names every failed test (or unloadable file), so the last lines of a CI log say what broke. */
function failedIn(report: VitestReport, step: string): string[] {
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const cases = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${step}: ${where} › ${a.fullName}${firstLinesOf(a.failureMessages)}`);
    if (cases.length === 0 && file.status === 'failed') return [`${step}: ${where} (${(file.message ?? 'failed to load').split('\n')[0]})`];
    return cases;
  });
}

check('lint', 'npx', ['eslint', '.']);
check('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
check('typecheck', 'npx', ['tsc', '-p', '.']);
vitest('server tests on PGlite', `${out}/vitest-pglite.json`, { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', `${out}/vitest-postgres.json`, {});
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests is skipped)');
}
check('web build', 'npm', ['run', 'build', '--silent']);
check('JavaScript budgets', 'node', ['--import', 'tsx', 'scripts/check-bundle-size.ts']);

const e2eReport = `${out}/playwright.json`;
// Against the server bundle just built: what `npm start` runs.
const e2eOk = step('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  E2E_SERVER: 'bundle',
});
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  total.passed += stats.expected + stats.flaky;
  total.failed += stats.unexpected;
  if (!e2eOk && stats.unexpected === 0) total.failed++;
} else total.failed++;
if (!e2eOk) failures.push('browser tests');

if (failedCases.length) console.log(`\nFailed tests:\n${failedCases.map((c) => `  ${c}`).join('\n')}`);
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEverything passed.');
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
