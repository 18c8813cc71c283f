import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vesselsApi, type Photo } from '../../../../common/vessels/api';
import { fillPath } from '../../../../common/api/endpoint';
import type { VesselInput } from '../../../../common/vessels/schemas';
import type { BlockInput } from '../../../../common/vessels/blocks';
import { ApiError, call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

const fleetKey = ['fleet'] as const;

export const useFleet = () =>
  useQuery({ queryKey: fleetKey, queryFn: ({ signal }) => call(vesselsApi.fleet, { signal }).then((r) => r.items) });

/** The editor loads through the vessel page endpoint, which owners and admins may read even when hidden. */
export const useEditableVessel = (id: string | undefined) =>
  useQuery({ queryKey: ['vessel', id], queryFn: ({ signal }) => call(vesselsApi.page, { params: { id: id! }, signal }), enabled: !!id });

function useFleetMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void refetchAfterChange(qc, fleetKey, ['vessel']),
  });
}

export const useCreateVessel = () =>
  useFleetMutation((input: VesselInput) => call(vesselsApi.create, { body: input }));
export const useUpdateVessel = () =>
  useFleetMutation(({ id, input }: { id: string; input: VesselInput }) => call(vesselsApi.update, { params: { id }, body: input }));
export const useArchiveVessel = () =>
  useFleetMutation(({ id, archived }: { id: string; archived: boolean }) => call(archived ? vesselsApi.archive : vesselsApi.restore, { params: { id } }));
export const useDeletePhoto = () =>
  useFleetMutation(({ vesselId, photoId }: { vesselId: string; photoId: string }) => call(vesselsApi.deletePhoto, { params: { id: vesselId, photoId } }));

/** Uploads with XMLHttpRequest because fetch cannot report upload progress. */
export function uploadPhoto(vesselId: string, file: File, onProgress: (fraction: number) => void): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', fillPath(vesselsApi.uploadPhoto.path, { id: vesselId }));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 201) return resolve((xhr.response as { photo: Photo }).photo);
      const e = xhr.response?.error;
      reject(new ApiError(xhr.status, e?.code ?? 'error', e?.message ?? `Upload failed (${xhr.status})`, e?.fields ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export const useAddBlock = (id: string) =>
  useFleetMutation((input: BlockInput) => call(vesselsApi.addBlock, { params: { id }, body: input }));
export const useRemoveBlock = (id: string) =>
  useFleetMutation((blockId: string) => call(vesselsApi.removeBlock, { params: { id, blockId } }));
