import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '../../../../common/imports/api';
import { call } from '../../../lib/api';
import { importHistoryKey } from './history';

/** Reads one pasted e-mail; the answer is the import with its drafts, and the history gains a line. */
export function usePasteImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(importsApi.paste, { body: { text } }).then((r) => r.import),
    onSuccess: () => void qc.invalidateQueries({ queryKey: importHistoryKey }),
  });
}
