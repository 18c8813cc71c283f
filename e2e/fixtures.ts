import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export const DEMO_PASSWORD = 'fairlead-demo-2026';
export const demo = { admin: 'admin@fairlead.test', owner: 'owner@fairlead.test', charterer: 'charterer@fairlead.test' } as const;

/**
 * Random, not time-based: the browser tests run in two worker processes, and a clock-and-counter suffix
 * collided when both registered in the same millisecond (the second got 409, "already registered").
 */
export const uniqueSuffix = () => randomBytes(5).toString('hex');
export const uniqueEmail = (prefix: string) => `${prefix}.${uniqueSuffix()}@example.com`;

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Registers through the API and, unless told not to, confirms the e-mail address from the mailbox. */
export async function registerViaApi(
  request: APIRequestContext,
  role: 'owner' | 'charterer',
  password = 'harbour-master-42',
  opts: { confirm?: boolean } = {},
) {
  const email = uniqueEmail(role);
  const res = await request.post('/api/accounts/register', {
    headers: { origin: baseURL },
    data: {
      name: `E2E ${role}`,
      email,
      company: `E2E ${role} ${email.split('@')[0]}`,
      password,
      confirmPassword: password,
      accountType: role,
      agreeTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const { profile } = await res.json();
  if (opts.confirm !== false) await confirmEmailViaMailbox(request, email);
  return { email, password, id: profile.id as string, company: profile.companyName as string };
}

/** The link from the confirmation e-mail in the development mailbox. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await lastMailTo(request, email, /Confirm your e-mail address/);
  const link = mail && /(\/confirm-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, `confirmation mail to ${email}`).toMatch(/^\/confirm-email\?token=\S+$/);
  return link!;
}

/** Opens the confirmation link as the member would (through the API the page calls). */
export async function confirmEmailViaMailbox(request: APIRequestContext, email: string) {
  const token = new URL(await confirmationLink(request, email), baseURL).searchParams.get('token')!;
  const res = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(res.status()).toBe(200);
}

/** Signs in through the API: the request context (and its pages) keep the session cookie. */
export async function signInViaApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email, password } });
  expect(res.status()).toBe(200);
}

/** The newest mail to `to` (matching `subject`), waiting for it: mail goes out through the job queue, moments after the request. */
export async function lastMailTo(request: APIRequestContext, to: string, subject?: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const { items } = await (await request.get('/api/dev/mailbox')).json();
        found = items.find((m: { to: string; subject: string }) => m.to === to && (!subject || subject.test(m.subject)));
        return !!found;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** Papers as a scanner writes them: the server checks each document by its content, not its name. */
const scannedPdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const scannedPng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The member sends its company for verification as /app/company/verification does: registration details, the
 * papers every company sends (and an owner's ISM DOC), then submits. Answers the file's id in the admins' queue.
 */
export async function submitVerificationViaApi(member: APIRequestContext, legalName: string, opts: { operatesShips?: boolean } = {}) {
  const headers = { origin: baseURL };
  const details = await member.put('/api/company/verification', {
    headers,
    data: {
      legalName,
      registrationNumber: `E2E-${uniqueSuffix()}`,
      registrationCountry: 'GR',
      registeredAddress: '85 Akti Miaouli, 185 38 Piraeus, Greece',
      signatoryName: 'Eleni Papadakis',
      signatoryRole: 'Managing Director',
      operatesShips: !!opts.operatesShips,
    },
  });
  expect(details.status(), await details.text()).toBe(200);
  const papers = ['incorporation', 'proof_of_address', 'signatory_id', ...(opts.operatesShips ? ['ism_doc'] : [])];
  for (const kind of papers) {
    const file =
      kind === 'signatory_id'
        ? { name: 'passport.png', mimeType: 'image/png', buffer: scannedPng() }
        : { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: scannedPdf(kind) };
    const up = await member.post(`/api/company/verification/documents/${kind}`, { headers, multipart: { file } });
    expect(up.status(), await up.text()).toBe(200);
  }
  const sent = await member.post('/api/company/verification/submit', { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()).submission.id as string;
}

/** An admin approves a waiting file from the review queue, with the expiry date read on every paper. */
export async function approveVerificationViaApi(admin: APIRequestContext, submissionId: string, expiresOn = '2099-06-30') {
  const { items } = await (await admin.get('/api/admin/verification')).json();
  const file = items.find((s: { id: string }) => s.id === submissionId);
  expect(file?.id, 'the file waits in the review queue').toBe(submissionId);
  const res = await admin.post(`/api/admin/verification/${submissionId}/approve`, {
    headers: { origin: baseURL },
    data: { expiries: file.documents.map((d: { id: string }) => ({ documentId: d.id, expiresOn })) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Verified the only way Fairlead verifies a company: the member sends its papers and an admin approves them. */
export async function verifyCompanyViaApi(
  member: APIRequestContext,
  admin: APIRequestContext,
  company: string,
  opts: { operatesShips?: boolean } = {},
) {
  await approveVerificationViaApi(admin, await submitVerificationViaApi(member, company, opts));
}

/** The id of a public vessel of the demo data, found through the search as a visitor would. */
export async function demoVesselId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get(`/api/vessels?q=${encodeURIComponent(name)}`);
  const { items } = await res.json();
  expect(items[0]?.name, `demo vessel ${name}`).toBe(name);
  return items[0].id;
}

let imoSerial = Math.floor(Math.random() * 400_000) + 500_000;
/** A valid IMO number of our own: six digits and their check digit. */
export function uniqueImo(): string {
  const digits = String(++imoSerial).split('').map(Number);
  return `${digits.join('')}${digits.reduce((sum, d, i) => sum + d * (7 - i), 0) % 10}`;
}

/**
 * A verified owner with one public vessel of its own, made through the API: tests that change a vessel change
 * this one, never the shared demo data. `admin` is a request context signed in as an administrator.
 */
export async function ownerWithVessel(ownerRequest: APIRequestContext, admin: APIRequestContext, name: string) {
  const owner = await registerViaApi(ownerRequest, 'owner');
  await verifyCompanyViaApi(ownerRequest, admin, owner.company, { operatesShips: true });
  const res = await ownerRequest.post('/api/vessels', {
    headers: { origin: baseURL },
    data: {
      name,
      imo: uniqueImo(),
      flag: 'MT',
      type: 'bulkCarrier',
      buildYear: 2016,
      lengthM: 199.9,
      beamM: 32.24,
      draughtM: 13.3,
      deadweightT: 63500,
      capacity: 79000,
      classSociety: 'Bureau Veritas',
      piClub: 'Gard',
      piExpiry: '2099-02-20',
      openPort: 'GRPIR',
      openDate: '2027-01-15',
      charterTypes: ['voyage', 'time'],
      rateUsdPerDay: 15500,
      description: 'Ultramax, 4 x 30 t cranes.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { vessel } = await res.json();
  return { owner, vessel: vessel as { id: string; name: string } };
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A voyage the way a charterer states it: wheat from Piraeus to Alexandria, laycan a month out. */
export const voyageTerms = () => ({
  charterType: 'voyage',
  laycanFrom: day(30),
  laycanTo: day(35),
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'GRPIR',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
});

/** A deal fixed through the API: the charterer's enquiry, the owner's firm offer without subjects, the charterer's acceptance. */
export async function fixedDealViaApi(owner: APIRequestContext, charterer: APIRequestContext, vesselId: string) {
  const headers = { origin: baseURL };
  const enquiry = await charterer.post('/api/deals', { headers, data: { vesselId, terms: voyageTerms() } });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const { deal } = await enquiry.json();
  const replyBy = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const offer = await owner.post(`/api/deals/${deal.id}/offers`, {
    headers,
    data: { kind: 'firm', terms: voyageTerms(), replyBy, replyZone: 'UTC', subjects: [] },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const accepted = await charterer.post(`/api/deals/${deal.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return deal.id as string;
}
