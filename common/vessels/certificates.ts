import { z } from 'zod';
import { reasonSchema } from '../admin/lists';
import { calendarDate } from '../dates';
import type { VesselType } from './vessel-status';

/**
 * The ship's certificates an owner uploads and Fairlead checks (#29). What a charterer's vetting desk asks for first:
 * - `pi_entry`: the P&I club's certificate of entry (third-party liability cover; the policy year ends 20 February);
 * - `class`: the class society's certificate that the ship is in class;
 * - `smc`: the ISM Code Safety Management Certificate;
 * - `issc`: the ISPS Code International Ship Security Certificate;
 * - `iopp`: the MARPOL Annex I International Oil Pollution Prevention certificate;
 * - `registry`: the flag state's certificate of registry (or transcript of register).
 * Tankers also need the CLC certificate (the flag state's blue card for the 1992 Civil Liability Convention, carried
 * by every ship carrying more than 2,000 t of persistent oil in bulk). Optional, uploaded where they apply (the listing
 * does not say which cargoes a tanker carries, nor its gross tonnage): the Bunkers Convention certificate, and the
 * certificates of fitness of chemical tankers (IBC Code) and gas carriers (IGC Code).
 */
export const certificateKinds = ['pi_entry', 'class', 'smc', 'issc', 'iopp', 'registry', 'clc', 'bunker', 'chemical_fitness', 'gas_fitness'] as const;
export type CertificateKind = (typeof certificateKinds)[number];

export const certificateLabels: Record<CertificateKind, string> = {
  pi_entry: 'P&I certificate of entry',
  class: 'Class certificate',
  smc: 'Safety Management Certificate (ISM)',
  issc: 'International Ship Security Certificate (ISPS)',
  iopp: 'International Oil Pollution Prevention certificate (IOPP)',
  registry: 'Certificate of registry',
  clc: 'CLC certificate (oil pollution liability)',
  bunker: 'Bunkers Convention certificate',
  chemical_fitness: 'Certificate of fitness, chemicals in bulk (IBC Code)',
  gas_fitness: 'Certificate of fitness, liquefied gases in bulk (IGC Code)',
};

const everyShip: CertificateKind[] = ['pi_entry', 'class', 'smc', 'issc', 'iopp', 'registry'];

/** The certificates a ship of this type must have verified and unexpired to be shown as "Documents verified". */
export const requiredCertificates = (type: VesselType): CertificateKind[] => (type === 'tanker' ? [...everyShip, 'clc'] : everyShip);

/** The certificates without which a ship may not trade at all: when one expires, the ship leaves the market that day. */
export const marketCertificates: readonly CertificateKind[] = ['pi_entry', 'class'];

/**
 * A certificate's review: `pending` until an admin approves it (`verified`) or refuses it (`rejected`, with the
 * reason the owner sees). A verified certificate becomes `superseded` when its renewal is verified, and a pending one
 * when the owner uploads another of the same kind before the review.
 */
export const certificateStatuses = ['pending', 'verified', 'rejected', 'superseded'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** The owner is told this many days before a verified certificate expires (0: on the day). */
export const REMINDER_DAYS = [30, 7, 0] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/**
 * A certificate is good until the day before its expiry date: the expiry date is the day it stops (a P&I entry ends
 * at noon GMT on it, so that day is not a whole day of cover). `today` is a UTC calendar date.
 */
export const certificateValid = (expiresOn: string, today: string) => expiresOn > today;

export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
export const certificateMessages = {
  missing: 'Attach the certificate (a PDF or a scan: JPEG, PNG)',
  wrongType: 'The certificate must be a PDF or a scan or photo (JPEG, PNG)',
  tooBig: 'The certificate file must be at most 10 MB',
  kind: 'Choose which certificate this is',
  expired: 'This certificate has already expired: upload the renewed one',
  notForType: 'This certificate is for tankers only',
  notPending: 'This certificate is no longer waiting for review',
  confirmExpired: 'The expiry date you confirm has passed: reject the certificate and ask for the renewed one',
} as const;

export const certificateKindSchema = z.enum(certificateKinds, { error: certificateMessages.kind });
/** The fields sent with the file (multipart): which certificate, and its expiry date as printed on it. */
export const certificateFieldsSchema = z.object({ kind: certificateKindSchema, expiresOn: calendarDate('Expiry date') });
export const approveCertificateSchema = z.object({ expiresOn: calendarDate('Expiry date confirmed from the document') });
/** The owner reads the reason: the same rule and words as every admin reason (common/admin/lists.ts). */
export const rejectCertificateSchema = reasonSchema;

/** Tanker-only kinds may not be uploaded for other ships. */
export const kindFitsType = (kind: CertificateKind, type: VesselType) =>
  type === 'tanker' || !['clc', 'chemical_fitness', 'gas_fitness'].includes(kind);

/** The public mark: which certificates, verified until when. Never a link to a file. */
export const verifiedCertificateSchema = z.object({ kind: certificateKindSchema, label: z.string(), validUntil: z.string() });
export const shipDocumentsSchema = z.object({
  /** Every required certificate is verified and unexpired today. */
  verified: z.boolean(),
  certificates: z.array(verifiedCertificateSchema),
});
export type ShipDocuments = z.infer<typeof shipDocumentsSchema>;

/** Whether every required certificate is among the verified, unexpired ones. */
export function documentsVerified(type: VesselType, verified: { kind: CertificateKind; expiresOn: string }[], today: string): boolean {
  const valid = new Set(verified.filter((c) => certificateValid(c.expiresOn, today)).map((c) => c.kind));
  return requiredCertificates(type).every((k) => valid.has(k));
}
