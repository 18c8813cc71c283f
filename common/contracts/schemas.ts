import { z } from 'zod';
import { termsSchema } from '../charters/terms';

export const CONTRACT_FORMAT = 'fairlead-charter-party/1';
export const MAX_CLAUSES = 80;

export const clauseSchema = z.object({
  /** The clause set's own key ('freight', 'laytime' …), or 'rider-…' for a clause the parties added. */
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Clause keys are lower-case letters, digits and dashes' }),
  title: z
    .string({ error: 'Every clause needs a title' })
    .trim()
    .min(2, { error: 'Every clause needs a title' })
    .max(120, { error: 'A clause title must be at most 120 characters' }),
  body: z
    .string({ error: 'A clause cannot be empty' })
    .trim()
    .min(2, { error: 'A clause cannot be empty' })
    .max(8000, { error: 'A clause must be at most 8,000 characters' }),
  rider: z.boolean(),
});
export type ContractClause = z.infer<typeof clauseSchema>;

/** One version's whole content: what is hashed (canonical JSON) and printed. */
export const contractContentSchema = z.object({
  format: z.literal(CONTRACT_FORMAT),
  dealId: z.uuid(),
  version: z.number().int().min(1),
  owner: z.object({ company: z.string() }),
  charterer: z.object({ company: z.string() }),
  vessel: z.object({ name: z.string(), imo: z.string().nullable(), flag: z.string().nullable(), deadweightT: z.number().nullable() }),
  terms: termsSchema,
  clauses: z.array(clauseSchema),
});
export type ContractContent = z.infer<typeof contractContentSchema>;

/** An amendment: the whole clause list as the party wants it, from the version they edited. */
export const amendInputSchema = z
  .object({
    basedOn: z.number({ error: 'Say which version you amended' }).int().min(1),
    clauses: z
      .array(clauseSchema)
      .min(1, { error: 'A charter party needs at least one clause' })
      .max(MAX_CLAUSES, { error: `At most ${MAX_CLAUSES} clauses` }),
    note: z.string().trim().max(300, { error: 'The note must be at most 300 characters' }).optional().default(''),
    /**
     * The main terms as this version states them, when the amendment changes one (a freight rate, the adcom, the
     * freight payment split): the sealed version's terms are what the payment schedule is drawn from (#25). Omitted,
     * the version keeps the terms of the one it amends.
     */
    terms: termsSchema.optional(),
  })
  .refine((v) => new Set(v.clauses.map((c) => c.key)).size === v.clauses.length, { error: 'Two clauses share a key', path: ['clauses'] });
export type AmendInput = z.input<typeof amendInputSchema>;

export const versionSummarySchema = z.object({
  version: z.number().int(),
  hash: z.string(),
  createdAt: z.string(),
  createdByCompany: z.string(),
  note: z.string().nullable(),
});
export const signatureSchema = z.object({
  party: z.enum(['owner', 'charterer']),
  company: z.string(),
  signerName: z.string(),
  version: z.number().int(),
  versionHash: z.string(),
  signedAt: z.string(),
  /** Given to a version that is no longer the latest: it binds no one. */
  void: z.boolean(),
});
export type Signature = z.infer<typeof signatureSchema>;

/** Signing: the version the signer read, their password again, and the consent confirmed. */
export const signInputSchema = z.object({
  version: z.number({ error: 'Say which version you sign' }).int().min(1),
  password: z.string({ error: 'Enter your password to sign' }).min(1, { error: 'Enter your password to sign' }).max(128),
  consent: z.literal(true, { error: 'Confirm that you sign electronically and agree to electronic records' }),
});

export const contractSchema = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  sealedAt: z.string().nullable(),
  sealedVersion: z.number().int().nullable(),
  signatures: z.array(signatureSchema),
  versions: z.array(versionSummarySchema),
  latest: z.object({ version: z.number().int(), hash: z.string(), content: contractContentSchema }),
});
export type Contract = z.infer<typeof contractSchema>;

/** What /verify tells anyone: whose contract, which version, whether and when signed; never its terms. */
export const verificationSchema = z.discriminatedUnion('match', [
  z.object({ match: z.literal(false) }),
  z.object({
    match: z.literal(true),
    /** What was recognised: a PDF Fairlead issued, or a version's own hash. */
    by: z.enum(['pdf', 'version']),
    version: z.number().int(),
    latestVersion: z.number().int(),
    sealed: z.boolean(),
    sealedAt: z.string().nullable(),
    owner: z.string(),
    charterer: z.string(),
    signatures: z.array(z.object({ company: z.string(), signedAt: z.string() })),
  }),
]);
export type Verification = z.infer<typeof verificationSchema>;
export const hashQuerySchema = z.object({
  hash: z
    .string({ error: 'Paste a SHA-256: 64 characters, 0-9 and a-f' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: 'Paste a SHA-256: 64 characters, 0-9 and a-f' }),
});

/**
 * The full evidence of each signature given on a deal's charter party, for admins (a dispute, a tribunal's
 * request): what the PDF prints plus the network address and user agent, which stay out of the counterparty's PDF.
 */
export const signatureEvidenceSchema = z.object({
  party: z.enum(['owner', 'charterer']),
  company: z.string(),
  signerName: z.string(),
  version: z.number().int(),
  versionHash: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  consentText: z.string(),
});
export type SignatureEvidence = z.infer<typeof signatureEvidenceSchema>;
