import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vesselsApi, type Photo } from '../../../../common/vessels/api';
import { fillPath } from '../../../../common/api/endpoint';
import type { VesselInput } from '../../../../common/vessels/schemas';
import type { VesselPositionInput } from '../../../../common/vessels/particulars';
import type { BlockInput } from '../../../../common/vessels/blocks';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';
import { uploadFile } from '../../../lib/upload';

const fleetKey = ['fleet'] as const;

export const useFleet = () => useQuery({ queryKey: fleetKey, queryFn: ({ signal }) => call(vesselsApi.fleet, { signal }).then((r) => r.items) });

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

export const useCreateVessel = () => useFleetMutation((input: VesselInput) => call(vesselsApi.create, { body: input }));
export const useUpdateVessel = () =>
  useFleetMutation(({ id, input }: { id: string; input: VesselInput }) => call(vesselsApi.update, { params: { id }, body: input }));
export const useUpdatePosition = () =>
  useFleetMutation(({ id, input }: { id: string; input: VesselPositionInput }) => call(vesselsApi.updatePosition, { params: { id }, body: input }));
export const useArchiveVessel = () =>
  useFleetMutation(({ id, archived }: { id: string; archived: boolean }) =>
    call(archived ? vesselsApi.archive : vesselsApi.restore, { params: { id } }),
  );
export const useDeletePhoto = () =>
  useFleetMutation(({ vesselId, photoId }: { vesselId: string; photoId: string }) =>
    call(vesselsApi.deletePhoto, { params: { id: vesselId, photoId } }),
  );

/** One photo to the vessel's photo endpoint, reporting how much has gone out; the server answers the stored photo. */
export const uploadPhoto = (vesselId: string, file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) =>
  uploadFile<{ photo: Photo }>(fillPath(vesselsApi.uploadPhoto.path, { id: vesselId }), file, options).then((r) => r.photo);

export const useAddBlock = (id: string) => useFleetMutation((input: BlockInput) => call(vesselsApi.addBlock, { params: { id }, body: input }));
export const useRemoveBlock = (id: string) => useFleetMutation((blockId: string) => call(vesselsApi.removeBlock, { params: { id, blockId } }));
