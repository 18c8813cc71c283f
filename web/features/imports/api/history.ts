import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importsApi } from '../../../../common/imports/api';
import { call } from '../../../lib/api';

/** Every read of the import history shares this prefix, so a new import refreshes whichever page is shown. */
export const importHistoryKey = ['imports', 'history'] as const;

export const importHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...importHistoryKey, page],
    queryFn: ({ signal }) => call(importsApi.history, { query: { page }, signal }),
  });

// The last page stays on screen while the next one loads: paging does not flash skeletons.
export const useImportHistory = (page: number) => useQuery({ ...importHistoryQuery(page), placeholderData: keepPreviousData });
