import {
  certificateLabels,
  certificateValid,
  documentsVerified,
  type CertificateKind,
  type ShipDocuments,
} from '../../../common/vessels/certificates';
import type { VesselType } from '../../../common/vessels/vessel-status';

/**
 * What anyone may read of a ship's certificates: which are verified and until when, and whether every required one
 * is verified and unexpired today ("Documents verified"). An expired one is left out. Never a file or its link.
 */
export function shipDocuments(type: VesselType, verified: { kind: CertificateKind; expiresOn: string | null }[], today: string): ShipDocuments {
  const valid = verified.flatMap((c) => (c.expiresOn && certificateValid(c.expiresOn, today) ? [{ kind: c.kind, expiresOn: c.expiresOn }] : []));
  return {
    verified: documentsVerified(type, valid, today),
    certificates: valid.map((c) => ({ kind: c.kind, label: certificateLabels[c.kind], validUntil: c.expiresOn })),
  };
}
