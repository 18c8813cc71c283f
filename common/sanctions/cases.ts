/** Sanctions screening vocabulary shared by the server, the admin page and the contract (decision 029). */

/** The official lists Fairlead loads; one row each in sanctions_lists, replaced whole at every load. */
export const sanctionsListIds = ['ofac-sdn', 'eu-consolidated', 'uk-consolidated'] as const;
export type SanctionsListId = (typeof sanctionsListIds)[number];
export const sanctionsListNames: Record<SanctionsListId, string> = {
  'ofac-sdn': 'OFAC Specially Designated Nationals (US)',
  'eu-consolidated': 'EU consolidated financial sanctions list',
  'uk-consolidated': 'UK consolidated list (OFSI)',
};

/** What a list entry designates. */
export const entryKinds = ['person', 'entity', 'vessel', 'other'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** What was screened: a company's name, the name of its signatory, or a ship (IMO and name). */
export const subjectTypes = ['company', 'signatory', 'vessel'] as const;
export type SubjectType = (typeof subjectTypes)[number];

/** When: verifying a company, accepting a deal, or re-screening after a list was loaded. */
export const screeningOccasions = ['verification', 'deal_acceptance', 'list_update'] as const;
export type ScreeningOccasion = (typeof screeningOccasions)[number];

/**
 * open: a possible match waiting for an admin; it blocks. cleared: an admin found it is not the listed party; it no
 * longer blocks. confirmed: the listed party; it blocks for good. A decision is final (the database refuses changes).
 */
export const caseStatuses = ['open', 'cleared', 'confirmed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** The neutral sentence every notice of a screening's outcome ends on: it names no list and no suspicion. */
export const complianceReview = 'Our compliance team is reviewing it and will contact you.';

export const sanctionsMessages = {
  /** Shown to members for any blocked action: it must not tip off a listed party, nor alarm a false positive. */
  blocked: 'This deal cannot proceed right now. Our compliance team is reviewing it and will contact you.',
  verificationBlocked: 'This company cannot be verified right now. Our compliance team is reviewing it and will contact the member.',
  caseDecided: 'This case has already been decided',
  caseNotFound: 'Case not found',
  reasonRequired: 'Give the reason for your decision',
} as const;
