import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Import } from '../../../../common/imports/api';
import { importsApi } from '../../../../common/imports/api';
import { uploadFile } from '../../../lib/upload';
import { importHistoryKey } from './history';

/**
 * Uploads one .eml file to `POST /api/import/files` (the endpoint takes up to 20 in one request). One request per file,
 * on purpose: a file that is too large or refused gets its own error beside its name instead of failing the others,
 * and each file's result shows as soon as it is read.
 */
export function useUploadImportFile() {
  const qc = useQueryClient();
  return useCallback(
    async (file: File): Promise<Import> => {
      const answer = await uploadFile<{ items: Import[] }>(importsApi.upload.path, file, { field: 'files' });
      void qc.invalidateQueries({ queryKey: importHistoryKey });
      return answer.items[0];
    },
    [qc],
  );
}
