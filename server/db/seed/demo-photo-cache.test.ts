import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneUnused } from './demo-photo-cache';

const day = 24 * 60 * 60 * 1000;
let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the demo pictures cache', () => {
  it('removes the entries no start has used for 30 days and keeps the others', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-photo-cache-test-'));
    const now = Date.parse('2026-11-25T12:00:00Z');
    const entry = async (name: string, usedDaysAgo: number) => {
      const file = path.join(dir, name);
      await writeFile(file, '{}');
      const used = new Date(now - usedDaysAgo * day);
      await utimes(file, used, used);
    };
    await entry('old-drawing.json', 31);
    await entry('used-last-week.json', 7);
    await entry('used-today.json', 0);
    await entry('not-an-entry.txt', 90);
    await pruneUnused(dir, now);
    expect((await readdir(dir)).sort()).toEqual(['not-an-entry.txt', 'used-last-week.json', 'used-today.json']);
  });
});
