import { queryOptions, useQuery } from '@tanstack/react-query';
import { importsApi, type Import } from '../../../../common/imports/api';
import { circularSourcesSchema, type CircularSources } from '../../../../common/imports/reading';
import { call } from '../../../lib/api';

/**
 * Where each draft's fields were read in the e-mail, when the server sends it beside the drafts (`import.sources`,
 * common/imports/reading.ts). Read defensively: an answer without it, or with a shape this page does not know, just
 * shows no highlights.
 */
export function sourcesOf(imported: Import): CircularSources | null {
  const parsed = circularSourcesSchema.safeParse((imported as Import & { sources?: unknown }).sources);
  return parsed.success ? parsed.data : null;
}

export const importQuery = (id: string) =>
  queryOptions({
    queryKey: ['imports', 'one', id],
    queryFn: ({ signal }) => call(importsApi.get, { params: { id }, signal }).then((r) => r.import),
  });

// Mail to the import address is read by the job queue: while it waits, look again every few seconds.
export const useImport = (id: string | undefined) =>
  useQuery({ ...importQuery(id ?? ''), enabled: !!id, refetchInterval: (q) => (q.state.data?.status === 'received' ? 4000 : false) });
