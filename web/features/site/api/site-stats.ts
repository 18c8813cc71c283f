import { useQuery } from '@tanstack/react-query';
import { siteApi } from '../../../../common/site/api';
import { call } from '../../../lib/api';

/** The marketplace's figures, counted by the server on each request. */
export const useSiteStats = () => useQuery({ queryKey: ['site-stats'], queryFn: ({ signal }) => call(siteApi.stats, { signal }) });
