import { asc, eq, inArray } from 'drizzle-orm';
import { requiredDocuments, type VerificationSubmission, type verificationActions } from '../../../common/verification/schemas';
import type { DbOrTx } from '../../db/client';
import { profiles, verificationDocuments, verificationSubmissions } from '../../db/schema';

export type SubmissionRow = typeof verificationSubmissions.$inferSelect;
export type DocumentRow = typeof verificationDocuments.$inferSelect;
type Action = (typeof verificationActions)[number];

/**
 * The member edits a draft or a file sent back, and starts a new file once the last was decided; only admins decide,
 * and only on a file waiting for review.
 */
export function actionsFor(status: SubmissionRow['status'], viewer: 'member' | 'admin'): Action[] {
  if (viewer === 'admin') return status === 'submitted' ? ['approve', 'reject', 'ask'] : [];
  if (status === 'approved' || status === 'rejected') return ['renew'];
  return status === 'draft' || status === 'more_info_requested' ? ['edit', 'submit'] : [];
}

/** Submissions as their company's member or an admin sees them, documents and what is missing included. */
export async function submissionViews(db: DbOrTx, rows: SubmissionRow[], viewer: 'member' | 'admin'): Promise<VerificationSubmission[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const docs = await db
    .select()
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.submissionId, ids))
    .orderBy(asc(verificationDocuments.uploadedAt));
  const companies = new Map(
    (
      await db
        .select({ id: profiles.id, companyName: profiles.companyName, role: profiles.role })
        .from(profiles)
        .where(
          inArray(
            profiles.id,
            rows.map((r) => r.profileId),
          ),
        )
    ).map((p) => [p.id, p]),
  );
  return rows.map((r) => {
    const own = docs.filter((d) => d.submissionId === r.id);
    const company = companies.get(r.profileId);
    return {
      id: r.id,
      profileId: r.profileId,
      companyName: company?.companyName ?? '',
      role: company?.role === 'owner' ? 'owner' : 'charterer',
      status: r.status,
      details: {
        legalName: r.legalName ?? undefined,
        registrationNumber: r.registrationNumber ?? undefined,
        registrationCountry: r.registrationCountry ?? undefined,
        registeredAddress: r.registeredAddress ?? undefined,
        signatoryName: r.signatoryName ?? undefined,
        signatoryRole: r.signatoryRole ?? undefined,
        operatesShips: r.operatesShips,
      },
      documents: own.map((d) => ({
        id: d.id,
        kind: d.kind,
        name: d.name,
        contentType: d.contentType,
        size: d.size,
        sha256: d.sha256,
        uploadedAt: d.uploadedAt.toISOString(),
        expiresOn: d.expiresOn,
        url: `/api/verification-documents/${d.id}`,
      })),
      missing: requiredDocuments(r.operatesShips).filter((k) => !own.some((d) => d.kind === k)),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionNote: r.decisionNote,
      checkedOn: r.checkedOn,
      expiresOn: r.expiresOn,
      actions: actionsFor(r.status, viewer),
    };
  });
}

export async function submissionView(db: DbOrTx, id: string, viewer: 'member' | 'admin'): Promise<VerificationSubmission> {
  const [row] = await db.select().from(verificationSubmissions).where(eq(verificationSubmissions.id, id));
  const [view] = await submissionViews(db, [row], viewer);
  return view;
}
