import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { dealParties } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A one-page PDF as a PDF writer starts it; the type is read from these bytes, not from the name.
const pdf = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const WRONG_TYPE = 'This file type is not accepted: send a PDF, a photo (JPEG, PNG, WebP) or a Word or Excel document';

async function talk() {
  const p = await dealParties(t);
  const id = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
  return { p, id };
}

describe('files in conversations', () => {
  it('sends a PDF with a caption; only the two parties can download it, as an attachment', async () => {
    const { p, id } = await talk();
    const sent = await p.owner.upload(`/api/conversations/${id}/attachments`, 'file', pdf, 'Q88 Aegean Spirit.pdf', {
      body: 'Our Q88, current as of this month',
    });
    expect(sent.status).toBe(201);
    expect(sent.json.message).toMatchObject({
      body: 'Our Q88, current as of this month',
      attachments: [{ name: 'Q88 Aegean Spirit.pdf', contentType: 'application/pdf', size: pdf.byteLength }],
    });
    const [seen] = (await p.charterer.get(`/api/conversations/${id}`)).json.conversation.messages;
    const url = seen.attachments[0].url as string;

    const res = await p.charterer.open(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Q88 Aegean Spirit.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const who of [await t.signedIn('charterer'), await t.signedIn('admin')]) {
      const denied = await who.open(url);
      expect(denied.status).toBe(404);
      expect(await denied.text()).not.toContain('%PDF');
    }
    expect((await t.agent().open(url)).status).toBe(401);
  });

  it('checks the type by content and the size, with the same messages as the form', async () => {
    const { p, id } = await talk();
    const script = await p.charterer.upload(
      `/api/conversations/${id}/attachments`,
      'file',
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      'charter-party.pdf',
    );
    expect([script.status, script.json.error.fields.file]).toEqual([400, WRONG_TYPE]);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await p.charterer.upload(`/api/conversations/${id}/attachments`, 'file', big, 'big.pdf');
    expect([tooBig.status, tooBig.json.error.fields.file]).toEqual([400, 'Files must be at most 10 MB']);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b4f8a' } })
      .png()
      .toBuffer();
    const sent = await p.charterer.upload(`/api/conversations/${id}/attachments`, 'file', photo, 'hold-3.txt');
    expect([sent.status, sent.json.message.attachments[0].contentType]).toEqual([201, 'image/png']);
    expect((await t.db.select().from(messages).where(eq(messages.conversationId, id))).length).toBe(1); // the refused ones wrote nothing
    const stranger = await t.signedIn('charterer');
    expect((await stranger.upload(`/api/conversations/${id}/attachments`, 'file', pdf, 'x.pdf')).status).toBe(404);
  });

  it('withholds a hidden message’s file from the parties, not from the admin reviewing it', async () => {
    const { p, id } = await talk();
    const sent = await p.owner.upload(`/api/conversations/${id}/attachments`, 'file', pdf, 'invoice.pdf', {
      body: 'Pay this invoice to our other bank',
    });
    await p.charterer.post(`/api/messages/${sent.json.message.id}/report`, { reason: 'Payment outside Fairlead' });
    const admin = await t.signedIn('admin');
    const [report] = (await admin.get('/api/admin/message-reports')).json.items.filter(
      (r: { message: { id: string } }) => r.message.id === sent.json.message.id,
    );
    await admin.post(`/api/admin/message-reports/${report.id}/resolve`, { action: 'hide' });
    const url = sent.json.message.attachments[0].url;
    expect((await p.charterer.open(url)).status).toBe(404);
    expect((await p.charterer.get(`/api/conversations/${id}`)).json.conversation.messages[0].attachments).toEqual([]);
    expect((await admin.open(url)).status).toBe(200);
  });
});
