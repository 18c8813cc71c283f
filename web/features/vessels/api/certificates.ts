import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../../common/api/endpoint';
import type { CertificateKind } from '../../../../common/vessels/certificates';
import { certificatesApi } from '../../../../common/vessels/certificates-api';
import { ApiError, call } from '../../../lib/api';

export type { VesselCertificates } from '../../../../common/vessels/certificates-api';

const key = (vesselId: string) => ['vessels', vesselId, 'certificates'];

/** The ship's certificates, kind by kind, with where each review stands. */
export const useVesselCertificates = (vesselId: string) =>
  useQuery({ queryKey: key(vesselId), queryFn: ({ signal }) => call(certificatesApi.list, { params: { id: vesselId }, signal }) });

export type CertificateUploadInput = { kind: CertificateKind; expiresOn: string; file: File };

/** The certificate as multipart: the file, which certificate it is, and the expiry date printed on it. */
async function uploadCertificate(vesselId: string, { kind, expiresOn, file }: CertificateUploadInput) {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  form.append('expiresOn', expiresOn);
  const res = await fetch(fillPath(certificatesApi.upload.path, { id: vesselId }), { method: 'POST', body: form, credentials: 'same-origin' });
  const body = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'error',
      body?.error?.message ?? `The certificate could not be sent (${res.status})`,
      body?.error?.fields ?? {},
    );
  return body;
}

export function useUploadCertificate(vesselId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateUploadInput) => uploadCertificate(vesselId, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(vesselId) }),
  });
}
