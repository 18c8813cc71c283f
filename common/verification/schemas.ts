import { z } from 'zod';
import { reasonSchema } from '../admin/lists';

/**
 * Know your customer (#29): a company sends Fairlead its registration and the papers that prove it; an admin checks
 * them against the data and approves, rejects, or asks for more. Only an approval marks the company verified.
 */
export const verificationStatuses = ['draft', 'submitted', 'more_info_requested', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationStatusLabels: Record<VerificationStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting for review',
  more_info_requested: 'More information requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The papers: the ISM DOC only for owners that operate ships (the DOC holder is the company running them). */
export const verificationDocumentKinds = ['incorporation', 'proof_of_address', 'signatory_id', 'ism_doc'] as const;
export type VerificationDocumentKind = (typeof verificationDocumentKinds)[number];

export const verificationDocumentLabels: Record<VerificationDocumentKind, { title: string; hint: string }> = {
  incorporation: { title: 'Certificate of incorporation', hint: 'Or a registry extract issued within the last 3 months.' },
  proof_of_address: { title: 'Proof of registered address', hint: 'A utility bill, bank statement or registry extract showing the address.' },
  signatory_id: { title: 'Signatory’s passport or national ID', hint: 'The person who signs charter parties for the company.' },
  ism_doc: { title: 'ISM Document of Compliance (DOC)', hint: 'Issued to your company as the ISM manager of the ships you operate.' },
};

/** The papers a company must send: all but the ISM DOC, which owners operating ships add. */
export const requiredDocuments = (operatesShips: boolean): VerificationDocumentKind[] =>
  operatesShips ? [...verificationDocumentKinds] : verificationDocumentKinds.filter((k) => k !== 'ism_doc');

export const MAX_VERIFICATION_FILE_BYTES = 10 * 1024 * 1024;

export const verificationMessages = {
  legalName: 'Enter the company’s legal name as registered (2 to 200 characters)',
  registrationNumber: 'Enter the registration number (1 to 60 letters, digits, spaces, dots, dashes or slashes)',
  registrationCountry: 'Choose the country of registration',
  registeredAddress: 'Enter the registered address (10 to 500 characters)',
  signatoryName: 'Enter the signatory’s full name (2 to 120 characters)',
  signatoryRole: 'Enter the signatory’s role, e.g. Managing Director (2 to 80 characters)',
  fileMissing: 'Choose a file to upload',
  fileTooBig: 'A document is at most 10 MB',
  fileWrongType: 'Upload a PDF, JPEG or PNG (the file’s content is checked, not its name)',
  missingDocument: (kind: VerificationDocumentKind) => `Upload the ${verificationDocumentLabels[kind].title.toLowerCase()}`,
  notEditable: 'This submission is with Fairlead for review and cannot be changed now',
  nothingToSubmit: 'Fill in the company details before sending them for review',
  confirmEmail: 'Confirm your e-mail address before sending your company for verification',
  expiry: 'Enter the expiry date shown on the document (a date after today)',
  expiryMissing: 'Enter the expiry date of every document before approving',
  notWaiting: 'This submission is not waiting for review',
  adminsOnly: 'Admins are verified as Fairlead staff and have no company to verify',
} as const;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string({ error: verificationMessages.registrationCountry })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: verificationMessages.registrationCountry });

/** The company details, as the form sends them and the server checks them (same messages in both). */
export const verificationDetailsSchema = z.object({
  legalName: trimmed(2, 200, verificationMessages.legalName),
  registrationNumber: trimmed(1, 60, verificationMessages.registrationNumber).regex(/^[\p{L}\p{N} ./-]+$/u, {
    error: verificationMessages.registrationNumber,
  }),
  registrationCountry: countryCodeSchema,
  registeredAddress: trimmed(10, 500, verificationMessages.registeredAddress),
  signatoryName: trimmed(2, 120, verificationMessages.signatoryName),
  signatoryRole: trimmed(2, 80, verificationMessages.signatoryRole),
  /** Owners only: the company is the ISM manager (DOC holder) of ships it operates. */
  operatesShips: z.boolean().default(false),
});
export type VerificationDetails = z.infer<typeof verificationDetailsSchema>;
export type VerificationDetailsInput = z.input<typeof verificationDetailsSchema>;

const isoDate = z.iso.date({ error: verificationMessages.expiry });

export const approveInputSchema = z.object({
  /** The expiry printed on each document, as the admin read it: the verification lasts until the earliest. */
  expiries: z
    .array(z.object({ documentId: z.uuid({ error: verificationMessages.expiryMissing }), expiresOn: isoDate }))
    .min(1, { error: verificationMessages.expiryMissing })
    .max(8),
});
export type ApproveInput = z.infer<typeof approveInputSchema>;

/** The same rule and messages as every admin reason (the dialog checks it with reasonSchema). */
export const decisionNoteSchema = z.object({ note: reasonSchema.shape.reason });
export type DecisionNote = z.infer<typeof decisionNoteSchema>;

export const verificationDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(verificationDocumentKinds),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  expiresOn: z.string().nullable(),
  /** Served only to the company's member and admins. */
  url: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** `renew`: a decided file is the member's latest; they may start a new one (its details copied) to send fresh papers. */
export const verificationActions = ['edit', 'submit', 'renew', 'approve', 'reject', 'ask'] as const;

export const verificationSubmissionSchema = z.object({
  id: z.uuid(),
  profileId: z.string(),
  companyName: z.string(),
  role: z.enum(['owner', 'charterer']),
  status: z.enum(verificationStatuses),
  details: verificationDetailsSchema.partial().extend({ operatesShips: z.boolean() }),
  documents: z.array(verificationDocumentSchema),
  /** The documents this submission needs and does not have yet. */
  missing: z.array(z.enum(verificationDocumentKinds)),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The reason of a rejection, or what an admin asked for: the member reads it. */
  decisionNote: z.string().nullable(),
  checkedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  actions: z.array(z.enum(verificationActions)),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

/**
 * What the member sees: their current submission (if any), the last approved one (what Fairlead checked, which stays
 * in force while a renewal is drafted or reviewed) and the company's standing, with the server's date to count from.
 */
export const myVerificationSchema = z.object({
  submission: verificationSubmissionSchema.nullable(),
  approved: verificationSubmissionSchema.nullable(),
  verified: z.boolean(),
  checkedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  canStart: z.boolean(),
  today: z.string(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const reviewQueueSchema = z.object({ items: z.array(verificationSubmissionSchema) });

/** The public mark: the check's date and nothing more private. */
export const verifiedMark = (checkedOn: string) =>
  `Verified company: registration checked on ${new Date(`${checkedOn}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** Days before expiry the member is told; 0 is the day it lapses. */
export const expiryNoticeDays = [30, 7, 0] as const;

/** Whole days from `today` to `on` (both ISO dates): 0 on the day, negative once past. */
export const daysFrom = (today: string, on: string) => Math.round((Date.parse(`${on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A paper expiring within the first notice's window is due for a fresh copy. */
export const renewalDue = (today: string, expiresOn: string) => daysFrom(today, expiresOn) <= expiryNoticeDays[0];

export const expiredStartMessage = (expiresOn: string, what: string) =>
  `Your company’s verification expired on ${expiresOn}: you cannot ${what} until Fairlead has checked your renewed documents. Your open deals carry on. Send the new documents at /app/company/verification.`;

export const unverifiedStartMessage = (what: string) =>
  `Only verified companies can ${what}. Send your company’s registration and documents for review at /app/company/verification.`;
