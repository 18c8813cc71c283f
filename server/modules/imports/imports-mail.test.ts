import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '../../../common/imports/schemas';
import { imports, jobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { corpusMail, corpusTruth, garbage, nestedMail, storedCount } from './import-test-kit';
import { receiveMail } from './service';

// Mail to a company's import address (#28): the SMTP listener hands the raw message to receiveMail, which stores it as
// received and queues its reading in the same transaction; the job reads it with the same parser as a paste.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.holdJobs(); // the reading job runs when the test says so, not after each request
});
afterAll(() => t.close());

const readJobs = (importId: string) =>
  t.db
    .select({ doneAt: jobs.doneAt })
    .from(jobs)
    .where(and(eq(jobs.kind, 'imports.read'), sql`${jobs.payload} ->> 'importId' = ${importId}`));

describe('mail by SMTP', () => {
  it('is stored as received with its job queued, then read by the job into the corpus truth', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const { id } = await receiveMail(t.deps, { companyId: owner.id, raw: corpusMail('001') });
    expect((await readJobs(id)).map((j) => j.doneAt)).toEqual([null]);

    const waiting = await owner.get(`/api/import/${id}`);
    expect(waiting.json.import).toMatchObject({ status: 'received', kind: null, source: 'email', submittedBy: null, positionCount: 0, readAt: null });
    const early = await owner.get(`/api/import/${id}/drafts.json`);
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe('This e-mail is still waiting to be read: try again in a moment');

    await t.deps.jobs.runDue();
    const read = await owner.get(`/api/import/${id}`);
    expect(read.json.import).toMatchObject({
      status: 'read',
      kind: 'positions',
      source: 'email',
      submittedBy: null,
      positionCount: 4,
      cargoCount: 0,
      subject: 'HARBOURLINE // SUPRA-ULTRA OPEN TONNAGE // PACIFIC + INDIA // 23 NOV',
      from: { name: 'Harbourline Dry Desk', address: 'dry@harbourline.example.com' },
      sentAt: '2026-11-23T08:12:44.000Z',
    });
    expect((await owner.get(`/api/import/${id}/drafts.json`)).json).toStrictEqual(corpusTruth('001'));
    expect((await readJobs(id)).length).toBe(1);
    expect((await readJobs(id))[0].doneAt).not.toBeNull();
    // Run again (a lease that ran out): a read import is left as it is.
    const before = await t.db.select({ readAt: imports.readAt }).from(imports).where(eq(imports.id, id));
    const { readReceived } = await import('./service');
    await readReceived(t.deps, id);
    expect(await t.db.select({ readAt: imports.readAt }).from(imports).where(eq(imports.id, id))).toEqual(before);
  });

  it('reads unreadable mail as failed and garbage as nothing to import, never leaving it received', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const nested = await receiveMail(t.deps, { companyId: owner.id, raw: Buffer.from(nestedMail(200)) });
    const junk = await receiveMail(t.deps, {
      companyId: owner.id,
      raw: Buffer.concat([Buffer.from('From: x@example.com\r\n\r\n'), garbage(50_000)]),
    });
    await t.deps.jobs.runDue();
    const failed = (await owner.get(`/api/import/${nested.id}`)).json.import;
    expect(failed).toMatchObject({
      status: 'failed',
      kind: null,
      error: 'This e-mail could not be read: its MIME structure is malformed or nested too deeply.',
      text: '',
    });
    const drafts = await owner.get(`/api/import/${nested.id}/drafts.json`);
    expect(drafts.status).toBe(409);
    expect(drafts.json.error.message).toBe('This e-mail could not be read, so it has no drafts');
    expect((await owner.get(`/api/import/${junk.id}`)).json.import).toMatchObject({ status: 'nothing', kind: 'none', text: '' });
    expect((await readJobs(nested.id))[0].doneAt).not.toBeNull();
  });

  it('refuses a message over 10 MB with nothing stored and no job queued', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const raw = Buffer.concat([Buffer.from('Subject: big\r\n\r\n'), Buffer.alloc(MAX_IMPORT_BYTES, 'x')]);
    const error = await receiveMail(t.deps, { companyId: owner.id, raw }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('payload_too_large');
    expect((error as AppError).message).toBe('This e-mail is larger than 10 MB, the most Fairlead reads.');
    expect(await storedCount(t, owner.id)).toBe(0);
  });

  it('stores nothing when its job cannot be queued: the message and its job commit together', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    // The queue refuses this kind of job (as a full disk or a lost connection would refuse the insert).
    await t.db.execute(sql`create function refuse_import_jobs() returns trigger language plpgsql as $$
      begin if new.kind = 'imports.read' then raise exception 'queue unavailable'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_import_jobs before insert on jobs for each row execute function refuse_import_jobs()`);
    try {
      const refused = await receiveMail(t.deps, { companyId: owner.id, raw: corpusMail('001') }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(refused).toBeInstanceOf(Error);
      expect(await storedCount(t, owner.id)).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger refuse_import_jobs on jobs`);
      await t.db.execute(sql`drop function refuse_import_jobs()`);
    }
    const { id } = await receiveMail(t.deps, { companyId: owner.id, raw: corpusMail('001') });
    expect(await storedCount(t, owner.id)).toBe(1);
    expect((await readJobs(id)).length).toBe(1);
  });
});
