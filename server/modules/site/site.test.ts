import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMail, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('contact form', () => {
  it('stores the message for the admin inbox and confirms to the sender by e-mail', async () => {
    const res = await t.agent().post('/api/site/contact', {
      name: 'Henrik Larsen',
      email: 'henrik@balticreefers.example',
      company: 'Baltic Reefers',
      topic: 'listing',
      message: 'We operate six 380,000 cbft reefers and would like to list them for the 2027 season.',
    });
    expect(res.status).toBe(201);
    const stored = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'henrik@balticreefers.example'));
    expect(stored).toHaveLength(1);
    const mail = await t.db.select().from(devMail);
    expect(mail.some((m) => m.to === 'henrik@balticreefers.example' && /received your message/i.test(m.subject))).toBe(true);
    const admin = await t.signedIn('admin');
    const inbox = await admin.get('/api/admin/contact-messages');
    expect(inbox.json.items.find((m: { id: string }) => m.id === res.json.id)).toMatchObject({ name: 'Henrik Larsen', topic: 'listing' });
  });

  it('answers bad input with a clear message per field and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.agent().post('/api/site/contact', { name: '', email: 'nope', topic: 'weather', message: 'hi' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      topic: 'Choose what your message is about',
      message: 'Tell us a little more: at least 10 characters',
    });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });
});

describe('newsletter', () => {
  it('stores an address once, however often it subscribes', async () => {
    for (let i = 0; i < 2; i++) expect((await t.agent().post('/api/site/newsletter', { email: 'Desk@Chartering.example' })).status).toBe(201);
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['desk@chartering.example']);
    expect((await t.agent().post('/api/site/newsletter', { email: 'not an address' })).json.error.fields.email).toBe('Email is invalid');
  });
});
