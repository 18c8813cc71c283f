import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { imports } from '../../db/schema';
import { ORIGIN, type TestApp } from '../../test/harness';

// Shared by the imports tests: corpus e-mails with their hand-written truth, multi-file uploads, hostile messages.

const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'parser', 'corpus', 'dev');

/** A development-corpus e-mail exactly as a mailbox stores it. */
export const corpusMail = (n: string) => readFileSync(path.join(corpusDir, `${n}.eml`));
/** Its ground truth, written by hand (corpus README 2): what drafts.json must answer, key for key. */
export const corpusTruth = (n: string): unknown => JSON.parse(readFileSync(path.join(corpusDir, `${n}.json`), 'utf8'));

/** Sets the app clock to an instant (the reference date of mail without a Date header). */
export function clockAt(t: TestApp, iso: string) {
  t.deps.clock.advance(Date.parse(iso) - t.deps.clock.now().getTime());
}

/** How many imports a company has, straight from the table. */
export async function storedCount(t: TestApp, companyId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(imports).where(eq(imports.companyId, companyId));
  return Number(row.n);
}

type Agent = { jar: Map<string, string> };

/**
 * Several files in one multipart field `files`, as the page's drop zone sends them (the harness's upload sends one).
 * Sent with the agent's cookies and our Origin.
 */
export async function uploadFiles(t: TestApp, agent: Agent, files: { name: string; data: Buffer | string }[], field = 'files') {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  const cookie = [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket = { incoming: { socket: { remoteAddress: '127.200.0.1', remoteFamily: 'IPv4', remotePort: 50_000 } } };
  const res = await t.app.request('/api/import/files', { method: 'POST', headers: { origin: ORIGIN, cookie }, body: form }, socket);
  const text = await res.text();
  // Test-only: answers are read field by field in assertions, which fail loudly on a wrong shape.
  let json: {
    items?: { status: string; fileName: string | null; error: string | null; positionCount: number; cargoCount: number }[];
    error?: { message: string };
  } = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json };
}

/** Deterministic "random" bytes (a linear congruential generator), so a failure reproduces. */
export function garbage(length: number, seed = 11): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** Multiparts nested `depth` deep with a circular line at the bottom: a zip bomb's shape, not its size. */
export function nestedMail(depth: number): string {
  let mail = 'From: nest@example.com\nSubject: nest\nContent-Type: multipart/mixed; boundary="b0"\n\n';
  for (let i = 0; i < depth; i++) mail += `--b${i}\nContent-Type: multipart/mixed; boundary="b${i + 1}"\n\n`;
  return `${mail}--b${depth}\nContent-Type: text/plain\n\nMV DEEP SEA 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC\n`;
}

/** A pasted circular line with no headers: read against the day it was received. */
export const SHIP_LINE = 'MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC';
