import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPublishApi, type PublishImportInput } from '../../../../common/imports/publish-api';
import { call } from '../../../lib/api';

/** Publishes reviewed drafts of one import, all or none; the import and the history then show what went out. */
export function usePublishImport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (drafts: PublishImportInput['drafts']) => call(importPublishApi.publish, { params: { id }, body: { drafts } }).then((r) => r.results),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['imports'] }),
  });
}
