import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VesselInput } from '../../../../common/vessels/schemas';
import { api, ApiError } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';
import type { FleetVessel, Photo, VesselPageData, VesselParticulars } from './types';

const fleetKey = ['fleet'] as const;

export const useFleet = () =>
  useQuery({ queryKey: fleetKey, queryFn: ({ signal }) => api<{ items: FleetVessel[] }>('/api/owner/vessels', { signal }).then((r) => r.items) });

/** The editor loads through the vessel page endpoint, which owners and admins may read even when hidden. */
export const useEditableVessel = (id: string | undefined) =>
  useQuery({ queryKey: ['vessel', id], queryFn: ({ signal }) => api<VesselPageData>(`/api/vessels/${id}`, { signal }), enabled: !!id });

function useFleetMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void refetchAfterChange(qc, fleetKey, ['vessel']),
  });
}

export const useCreateVessel = () =>
  useFleetMutation((input: VesselInput) => api<{ vessel: VesselParticulars }>('/api/vessels', { method: 'POST', body: input }));
export const useUpdateVessel = () =>
  useFleetMutation(({ id, input }: { id: string; input: VesselInput }) => api<{ vessel: VesselParticulars }>(`/api/vessels/${id}`, { method: 'PATCH', body: input }));
export const useArchiveVessel = () =>
  useFleetMutation(({ id, archived }: { id: string; archived: boolean }) => api(`/api/vessels/${id}/${archived ? 'archive' : 'restore'}`, { method: 'POST', body: {} }));
export const useDeletePhoto = () =>
  useFleetMutation(({ vesselId, photoId }: { vesselId: string; photoId: string }) => api(`/api/vessels/${vesselId}/photos/${photoId}`, { method: 'DELETE' }));

/** Uploads with XMLHttpRequest because fetch cannot report upload progress. */
export function uploadPhoto(vesselId: string, file: File, onProgress: (fraction: number) => void): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/vessels/${vesselId}/photos`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response.photo);
      const e = xhr.response?.error;
      reject(new ApiError(xhr.status, e?.code ?? 'error', e?.message ?? `Upload failed (${xhr.status})`, e?.fields ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
