import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// These tests start the real server process, as `npm start` does.
const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'fairlead-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stop = async (p: { child: ChildProcess; exited: Promise<number | null> }) => {
  p.child.kill('SIGTERM');
  return p.exited;
};

describe('server process', () => {
  it('refuses invalid configuration with one message naming the variable', async () => {
    const bad = run('server/index.ts', { PORT: 'seventy', DATA_DIR: tempDir() });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration: PORT/);
    const prod = run('server/index.ts', { NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(await prod.exited).toBe(1);
    expect(prod.output()).toMatch(/AUTH_SECRET is required when NODE_ENV=production/);
  });

  it('seeds demo data, refuses a second server on the same data folder, and shuts down cleanly', async () => {
    const dataDir = tempDir();
    const first = run('server/index.ts', { PORT: '39121', DATA_DIR: dataDir });
    await waitFor(() => first.output().includes('Fairlead is running'));
    expect(first.output()).toMatch(/Seeded demo data/);
    const signIn = await fetch('http://localhost:39121/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:39121' },
      body: JSON.stringify({ email: 'owner@fairlead.test', password: 'fairlead-demo-2026' }),
    });
    expect(signIn.status).toBe(200);

    const second = run('server/index.ts', { PORT: '39122', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another Fairlead server/);

    expect(await stop(first)).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // The admin CLI works on the same embedded database, and the data survives a restart.
    const cli = run('scripts/admin-create.ts', { DATA_DIR: dataDir }, ['--email', 'harbour.admin@fairlead.example', '--password', 'pilot-ladder-55']);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/Admin created: harbour.admin@fairlead.example/);

    const again = run('server/index.ts', { PORT: '39123', DATA_DIR: dataDir });
    await waitFor(() => again.output().includes('Fairlead is running'));
    expect(again.output()).not.toMatch(/Seeded demo data/);
    const admin = await fetch('http://localhost:39123/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:39123' },
      body: JSON.stringify({ email: 'harbour.admin@fairlead.example', password: 'pilot-ladder-55' }),
    });
    expect(admin.status).toBe(200);
    expect(await stop(again)).toBe(0);
  }, 120_000);

  it('the admin CLI explains bad input', async () => {
    const cli = run('scripts/admin-create.ts', { DATA_DIR: tempDir() }, ['--email', 'nope', '--password', 'short']);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toMatch(/--email: Email is invalid/);
  }, 60_000);
});
