import type { TestApp } from './harness';

type Member = Awaited<ReturnType<TestApp['signedIn']>>;

/** A one-page PDF as a scanner writes it (file-type reads the `%PDF-` header). */
export const pdfBytes = (text = 'Certificate of incorporation') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
/** A 1x1 PNG, as a phone photo of a passport page would be (smaller). */
export const pngBytes = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const companyDetails = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Aegean Bulk Carriers S.A.',
  registrationNumber: '123456-0101',
  registrationCountry: 'GR',
  registeredAddress: '85 Akti Miaouli, 185 38 Piraeus, Greece',
  signatoryName: 'Eleni Papadakis',
  signatoryRole: 'Managing Director',
  operatesShips: false,
  ...overrides,
});

/** Details and the three papers every company sends, then submitted: answers the submission's id. */
export async function submitFile(member: Member, overrides: Record<string, unknown> = {}) {
  const saved = await member.put('/api/company/verification', companyDetails(overrides));
  if (saved.status !== 200) throw new Error(`details refused: ${saved.text}`);
  for (const kind of ['incorporation', 'proof_of_address', 'signatory_id']) {
    const up = await member.upload(
      `/api/company/verification/documents/${kind}`,
      'file',
      kind === 'signatory_id' ? pngBytes() : pdfBytes(kind),
      `${kind}.pdf`,
    );
    if (up.status !== 200) throw new Error(`upload refused: ${up.text}`);
  }
  if (overrides['operatesShips']) {
    const up = await member.upload('/api/company/verification/documents/ism_doc', 'file', pdfBytes('ISM DOC'), 'doc.pdf');
    if (up.status !== 200) throw new Error(`upload refused: ${up.text}`);
  }
  const sent = await member.post('/api/company/verification/submit');
  if (sent.status !== 200) throw new Error(`submit refused: ${sent.text}`);
  return sent.json.submission.id as string;
}

/** An admin approves the file with one expiry date for every document. */
export async function approveFile(admin: Member, id: string, expiresOn: string) {
  const queue = await admin.get('/api/admin/verification');
  const file = queue.json.items.find((s: { id: string }) => s.id === id);
  if (!file) throw new Error('submission not in the queue');
  return admin.post(`/api/admin/verification/${id}/approve`, {
    expiries: file.documents.map((d: { id: string }) => ({ documentId: d.id, expiresOn })),
  });
}
