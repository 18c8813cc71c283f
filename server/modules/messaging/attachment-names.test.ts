import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #24: a file kept the extension it was named with (a PDF/HTML polyglot downloaded as .html), and its name
// carried contact details the thread hides until the deal is fixed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOTICE = '[contact details hidden until the deal is fixed]';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A PDF whose bytes are also a web page: a browser that opens it as .html runs the script. */
const polyglot = Buffer.concat([pdf, Buffer.from('<html><body><script>fetch("/api/accounts/me")</script></body></html>\n')]);

async function talk() {
  const p = await dealParties(t);
  const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
  return { p, id };
}
const storedName = async (id: string) =>
  (await t.db.select({ name: messageAttachments.name }).from(messageAttachments).where(eq(messageAttachments.id, id)))[0].name;

describe('attachment names (#24)', () => {
  it.each([
    ['a PDF/HTML polyglot named x.html', 'polyglot', 'x.html', 'x.pdf'],
    ['a PDF named as one', 'pdf', 'Q88 Aegean Spirit.pdf', 'Q88 Aegean Spirit.pdf'],
    ['a PDF named .htm', 'pdf', 'invoice.htm', 'invoice.pdf'],
    ['a PDF with no extension', 'pdf', 'charter party', 'charter party.pdf'],
    ['a PNG named .txt', 'png', 'hold-3.txt', 'hold-3.png'],
    ['a PNG named .svg', 'png', 'plan.svg', 'plan.png'],
  ])('names %s by what its bytes are', async (_what, kind, sent, expected) => {
    const { p, id } = await talk();
    const data =
      kind === 'pdf'
        ? pdf
        : kind === 'polyglot'
          ? polyglot
          : await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b4f8a' } })
              .png()
              .toBuffer();
    const res = await p.owner.upload(`/api/conversations/${id}/attachments`, 'file', data, sent);
    expect(res.status, res.text).toBe(201);
    const [file] = res.json.message.attachments;
    expect(file.name).toBe(expected);
    expect(await storedName(file.id)).toBe(expected);
    const download = await p.charterer.open(file.url);
    expect(download.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${expected}"`));
    expect(download.headers.get('content-type')).toBe(kind === 'png' ? 'image/png' : 'application/pdf');
  });

  it('hides contact details in a file name until the deal is fixed, in the thread and in the download', async () => {
    const { p, id } = await talk();
    const sent = await p.owner.upload(`/api/conversations/${id}/attachments`, 'file', pdf, 'Q88 ops@aegean-bulk.gr +30 694 512 3456.pdf');
    expect(sent.status).toBe(201);
    const masked = `Q88 ${NOTICE} ${NOTICE}.pdf`; // an address and a number
    const [seen] = (await p.charterer.get(`/api/conversations/${id}`)).json.conversation.messages;
    expect(seen.attachments).toHaveLength(1);
    expect([seen.attachments[0].name, seen.masked]).toEqual([masked, true]);
    expect(sent.json.message.attachments[0].name).toBe(masked);
    const download = await p.charterer.open(seen.attachments[0].url);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(masked)}`);
    for (const leak of ['aegean', '694', '3456']) expect(disposition).not.toContain(leak);

    const dealId = await openDeal(t, p);
    await p.owner.post(`/api/deals/${dealId}/offers`, firm(t, voyageTerms(t)));
    expect((await p.charterer.post(`/api/deals/${dealId}/accept`)).json.deal.stage).toBe('fixed');
    const [after] = (await p.charterer.get(`/api/conversations/${id}`)).json.conversation.messages;
    expect([after.attachments[0].name, after.masked]).toEqual(['Q88 ops@aegean-bulk.gr +30 694 512 3456.pdf', false]);
  });
});
