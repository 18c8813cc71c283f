import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence } from '../../test/vessel-input';
import { corpusMail } from './import-test-kit';
import { newShipForm } from './publish/test-drafts';

// The review page's import (#28): the text the parser read, each draft's sources in that text (so the page can
// highlight) and what became of each draft once published; the history counts the published drafts.

let t: TestApp;
const nextImo = imoSequence(733_000);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Span = { start: number; end: number } | null;
type Draft = {
  index: number;
  fields: Record<string, unknown>;
  sources: { fields: Record<string, Span>; uncertain: Record<string, string> };
  published: null | {
    id: string;
    action: string;
    updated: boolean;
    listingId: string | null;
    by: { id: string; name: string } | null;
    message: string;
    at: string;
  };
};

/** The words a source span points at in the served text. */
const words = (text: string, span: Span | undefined) => (span ? text.slice(span.start, span.end) : span);

describe('GET /api/import/{id} for review', () => {
  it('points each field of corpus 002 at the words the e-mail says, and marks the uncertain ones', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const pasted = await charterer.post('/api/import', { text: corpusMail('002').toString('utf8') });
    expect(pasted.status).toBe(201);
    const res = await charterer.get(`/api/import/${pasted.json.import.id}`);
    expect(res.status).toBe(200);
    const { text, cargoes, notice } = res.json.import as { text: string; cargoes: Draft[]; notice: string | null };
    expect(notice).toBeNull();
    expect(text.startsWith('Dear Colleagues,\n\nKindly find below firm orders in hand')).toBe(true);
    expect(cargoes).toHaveLength(3);

    const first = cargoes[0].sources;
    expect(words(text, first.fields.laycan_from)).toBe('10-20 DEC 2026');
    expect(words(text, first.fields.laycan_to)).toBe('10-20 DEC 2026');
    expect(words(text, first.fields.load_port)).toBe('NOVOROSSIYSK');
    expect(words(text, first.fields.discharge_port)).toBe('ALEXANDRIA');
    expect(words(text, first.fields.quantity_mt)).toBe('50,000 MT');
    expect(words(text, first.fields.commodity)).toBe('WHEAT');
    expect(words(text, first.fields.freight_idea)).toBe('USD 14.50 PMT FIOS');
    // A field the e-mail does not give has no place in it.
    expect(first.fields.load_area).toBeNull();
    expect(first.uncertain).toEqual({});

    expect(words(text, cargoes[1].sources.fields.laycan_from)).toBe('5/15 DEC');
    expect(words(text, cargoes[2].sources.fields.laycan_from)).toBe('EARLY DEC');
    expect(cargoes[2].sources.uncertain).toEqual({
      laycan_from: "date resolved from 'EARLY DEC' as 1–10 Dec",
      laycan_to: "date resolved from 'EARLY DEC' as 1–10 Dec",
    });
    // The answer to the paste carries the same sources as the page's later GET.
    expect(pasted.json.import.cargoes[0].sources).toEqual(first);
  });

  it('fills each draft’s published marker from the publications, and the history counts each draft once', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const circular = [
      'From: Chartering Desk <desk@example.com>',
      'Subject: Open tonnage',
      'Date: Mon, 30 Nov 2026 07:05:00 +0000',
      '',
      'MV SEA ORCHID 58K SUPRA BLT 2014 MI FLAG OPEN CJK 10-15 DEC',
      'MV LONE PINE 35K HANDY BLT 2011 OPEN SINGAPORE 12-14 DEC',
    ].join('\n');
    const pasted = await owner.post('/api/import', { text: circular });
    expect(pasted.status).toBe(201);
    const id: string = pasted.json.import.id;
    expect(pasted.json.import.positions).toHaveLength(2);
    expect(pasted.json.import.positions.map((p: Draft) => p.published)).toEqual([null, null]);

    const fields = { ...pasted.json.import.positions[0].fields, imo: nextImo() };
    const first = await owner.post(`/api/import/${id}/publish`, { drafts: [{ kind: 'position', index: 0, fields, form: newShipForm }] });
    expect(first.status, first.text).toBe(200);
    const vesselId: string = first.json.results[0].listingId;

    // When it was published, straight from the table (the test clock runs on).
    const lastAt = async () =>
      (
        await t.db.select().from(publications).where(eq(publications.importId, id)).orderBy(desc(publications.publishedAt)).limit(1)
      )[0].publishedAt.toISOString();
    const read = async () => (await owner.get(`/api/import/${id}`)).json.import as { positions: Draft[]; publishedCount: number };
    const afterFirst = await read();
    expect(afterFirst.positions[0].published).toEqual({
      id: vesselId,
      listingId: vesselId,
      action: 'created',
      updated: false,
      by: { id: owner.id, name: 'Test owner' },
      at: await lastAt(),
      message: 'Listed as a new vessel',
    });
    expect(afterFirst.positions[1].published).toBeNull();
    expect(afterFirst.publishedCount).toBe(1);

    // Published again (the member corrected it): the marker tells the last publication, the count stays one draft.
    t.deps.clock.advance(60_000);
    const again = await owner.post(`/api/import/${id}/publish`, { drafts: [{ kind: 'position', index: 0, fields }] });
    expect(again.status, again.text).toBe(200);
    const afterAgain = await read();
    expect(afterAgain.positions[0].published).toMatchObject({
      id: vesselId,
      action: 'updated',
      updated: true,
      at: await lastAt(),
      message: 'Updated the open position of a vessel already on Fairlead',
    });

    const history = await owner.get('/api/import');
    expect(history.status).toBe(200);
    expect(history.json.items.map((i: { id: string; publishedCount: number; notice: string | null }) => [i.id, i.publishedCount, i.notice])).toEqual([
      [id, 1, null],
    ]);
  });

  it('serves a failed e-mail with no text and no drafts, and counts nothing published', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const nested = `From: nest@example.com\nSubject: nest\nContent-Type: multipart/mixed; boundary="b0"\n\n${Array.from(
      { length: 200 },
      (_, i) => `--b${i}\nContent-Type: multipart/mixed; boundary="b${i + 1}"\n\n`,
    ).join('')}`;
    const pasted = await owner.post('/api/import', { text: nested });
    expect(pasted.status).toBe(201);
    expect(pasted.json.import).toMatchObject({ status: 'failed', text: '', positions: [], cargoes: [], publishedCount: 0, notice: null });
  });
});
