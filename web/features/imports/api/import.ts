import { queryOptions, useQuery } from '@tanstack/react-query';
import { importsApi, type Import } from '../../../../common/imports/api';
import { circularSourcesSchema, type CircularSources } from '../../../../common/imports/reading';
import { call } from '../../../lib/api';

/**
 * Where each draft's fields were read in the e-mail and which are uncertain: each draft's `sources`
 * (common/imports/reading.ts), gathered as one reading's. Read defensively: an answer without them, or with a shape
 * this page does not know, shows no highlights rather than failing the page.
 */
export function sourcesOf(imported: Import): CircularSources | null {
  const of = (draft: object) => (draft as { sources?: unknown }).sources;
  const parsed = circularSourcesSchema.safeParse({ positions: imported.positions.map(of), cargoes: imported.cargoes.map(of) });
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
