import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { requiredDocuments, verificationDocumentLabels, type VerificationDocumentKind } from '../../../common/verification/schemas';
import { recordAudit } from '../../modules/audit/service';
import { newDocumentKey } from '../../modules/verification/documents';
import { scheduleExpiryReminders } from '../../modules/verification/review';
import type { BlobStorage } from '../../lib/storage';
import type { Database } from '../client';
import { profiles, verificationDocuments, verificationSubmissions } from '../schema';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type DemoFile = {
  /** The demo user's key (demo-data.ts). */
  user: string;
  legalName: string;
  registrationNumber: string;
  registrationCountry: string;
  registeredAddress: string;
  signatoryName: string;
  signatoryRole: string;
  operatesShips: boolean;
  /** Days before the seed the file was sent for review. */
  submittedDaysAgo: number;
  /** For an approved file: how many days ago the admin decided, and each paper's expiry (days from the seed). */
  approved?: { daysAgo: number; expiresInDays: Partial<Record<VerificationDocumentKind, number>> };
};

/**
 * The companies' verification files. The four verified companies were approved by the demo admin at different times,
 * each paper with the expiry read from it (a registry extract and a proof of address are accepted for about a year, a
 * passport until it expires, an ISM DOC for its five years); Gulf Petrochemical Logistics' proof of address runs out
 * in 10 days, so its 7-day notice and its lapse are queued. Nordic Coastal's approval follows the sanctions near match
 * cleared the day before (demo-sanctions.ts). Straits Line and Andes Minerals wait in the admins' queue.
 */
export const demoVerificationFiles: DemoFile[] = [
  {
    user: 'owner',
    legalName: 'Aegean Bulk Carriers S.A.',
    registrationNumber: 'GEMI 123456701000',
    registrationCountry: 'GR',
    registeredAddress: 'Akti Miaouli 85, 185 38 Piraeus, Greece',
    signatoryName: 'Nikos Papadakis',
    signatoryRole: 'Managing Director',
    operatesShips: true,
    submittedDaysAgo: 212,
    approved: { daysAgo: 210, expiresInDays: { incorporation: 155, proof_of_address: 248, signatory_id: 1_642, ism_doc: 1_004 } },
  },
  {
    user: 'charterer',
    legalName: 'Rhine Grain Trading B.V.',
    registrationNumber: 'KvK 24351290',
    registrationCountry: 'NL',
    registeredAddress: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands',
    signatoryName: 'Sophie van Dijk',
    signatoryRole: 'Chartering Director',
    operatesShips: false,
    submittedDaysAgo: 129,
    approved: { daysAgo: 126, expiresInDays: { incorporation: 239, proof_of_address: 180, signatory_id: 2_210 } },
  },
  {
    user: 'owner2',
    legalName: 'Nordic Coastal Shipping AS',
    registrationNumber: 'NO 987 654 321',
    registrationCountry: 'NO',
    registeredAddress: 'Strandkaien 2, 5013 Bergen, Norway',
    signatoryName: 'Lars Eriksen',
    signatoryRole: 'Chief Executive Officer',
    operatesShips: true,
    submittedDaysAgo: 21,
    approved: { daysAgo: 18, expiresInDays: { incorporation: 347, proof_of_address: 256, signatory_id: 1_288, ism_doc: 1_530 } },
  },
  {
    user: 'charterer3',
    legalName: 'Gulf Petrochemical Logistics LLC',
    registrationNumber: 'JAFZA 187654',
    registrationCountry: 'AE',
    registeredAddress: 'LOB 16, Office 512, Jebel Ali Free Zone, Dubai, United Arab Emirates',
    signatoryName: 'Omar Haddad',
    signatoryRole: 'General Manager',
    operatesShips: false,
    submittedDaysAgo: 358,
    approved: { daysAgo: 355, expiresInDays: { incorporation: 84, proof_of_address: 10, signatory_id: 2_560 } },
  },
  {
    user: 'owner3',
    legalName: 'Straits Line Tankers Pte. Ltd.',
    registrationNumber: 'UEN 201912345K',
    registrationCountry: 'SG',
    registeredAddress: '10 Anson Road, #21-02, International Plaza, Singapore 079903',
    signatoryName: 'Tan Wei Ming',
    signatoryRole: 'Director',
    operatesShips: true,
    submittedDaysAgo: 3,
  },
  {
    user: 'charterer2',
    legalName: 'Andes Minerals Export SpA',
    registrationNumber: 'RUT 76.543.210-K',
    registrationCountry: 'CL',
    registeredAddress: 'Av. Apoquindo 4501, Las Condes, Santiago, Chile',
    signatoryName: 'Camila Rojas',
    signatoryRole: 'Gerente General',
    operatesShips: false,
    submittedDaysAgo: 1,
  },
];

/** A one-page stand-in for the paper, stating what it proves, so the admin's review has a document to open. */
function documentPdf(kind: VerificationDocumentKind, f: DemoFile): Promise<Buffer> {
  const title = verificationDocumentLabels[kind].title;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(18).text(title);
  doc.moveDown().fontSize(11).text(`Company: ${f.legalName}`).text(`Registration: ${f.registrationNumber} (${f.registrationCountry})`);
  if (kind === 'proof_of_address') doc.text(`Address: ${f.registeredAddress}`);
  if (kind === 'signatory_id') doc.text(`Holder: ${f.signatoryName}, ${f.signatoryRole}`);
  doc.moveDown().fillColor('#475569').text('Demonstration document generated for the Fairlead demo data. Not a real document.');
  doc.end();
  return done;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

/**
 * Every demo company's verification file, its papers stored through the storage interface as uploads are. Written
 * directly (the files were decided before the demo starts), with the approval's reminders queued by the verification
 * service's own scheduling, and the profile's checked and expiry dates those of the approved file.
 */
export async function seedDemoVerification(db: Database, storage: BlobStorage, ids: Map<string, string>): Promise<void> {
  const now = new Date();
  const adminId = ids.get('admin')!;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  for (const f of demoVerificationFiles) {
    const profileId = ids.get(f.user)!;
    const submittedAt = ago(f.submittedDaysAgo);
    const papers: { kind: VerificationDocumentKind; key: string; data: Buffer; expiresOn: string | null }[] = [];
    for (const kind of requiredDocuments(f.operatesShips)) {
      const data = await documentPdf(kind, f);
      const key = newDocumentKey(profileId);
      await storage.put(key, data);
      const days = f.approved?.expiresInDays[kind];
      papers.push({ kind, key, data, expiresOn: days === undefined ? null : isoDate(new Date(now.getTime() + days * DAY)) });
    }
    const decision = f.approved && {
      checkedOn: isoDate(ago(f.approved.daysAgo)),
      expiresOn: papers.map((p) => p.expiresOn!).sort()[0],
      decidedAt: ago(f.approved.daysAgo),
    };
    await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(verificationSubmissions)
        .values({
          profileId,
          status: decision ? 'approved' : 'submitted',
          legalName: f.legalName,
          registrationNumber: f.registrationNumber,
          registrationCountry: f.registrationCountry,
          registeredAddress: f.registeredAddress,
          signatoryName: f.signatoryName,
          signatoryRole: f.signatoryRole,
          operatesShips: f.operatesShips,
          submittedAt,
          decidedAt: decision?.decidedAt ?? null,
          decidedBy: decision ? adminId : null,
          checkedOn: decision?.checkedOn ?? null,
          expiresOn: decision?.expiresOn ?? null,
          createdAt: ago(f.submittedDaysAgo + 2),
          updatedAt: decision?.decidedAt ?? submittedAt,
        })
        .returning();
      for (const [i, p] of papers.entries()) {
        await tx.insert(verificationDocuments).values({
          submissionId: file.id,
          kind: p.kind,
          name: `${slug(f.legalName)}-${p.kind.replace(/_/g, '-')}.pdf`,
          contentType: 'application/pdf',
          size: p.data.byteLength,
          sha256: createHash('sha256').update(p.data).digest('hex'),
          storageKey: p.key,
          uploadedBy: profileId,
          uploadedAt: new Date(submittedAt.getTime() - (papers.length - i) * 3_600_000),
          expiresOn: p.expiresOn,
        });
      }
      await recordAudit(tx, { actor: { id: profileId }, action: 'verification.submitted', entity: 'verification_submission', entityId: file.id });
      if (!decision) return;
      await recordAudit(tx, {
        actor: { id: adminId },
        action: 'verification.approved',
        entity: 'verification_submission',
        entityId: file.id,
        after: file,
      });
      await tx
        .update(profiles)
        .set({ verified: true, verificationCheckedOn: decision.checkedOn, verificationExpiresOn: decision.expiresOn })
        .where(eq(profiles.id, profileId));
      await scheduleExpiryReminders(tx, file.id, decision.expiresOn, now);
    });
  }
}
