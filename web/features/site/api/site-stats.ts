import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '../../../../common/site/api';
import { call } from '../../../lib/api';

/** The marketplace's figures, counted by the server on each request (also read by the server before rendering the home page). */
export const siteStatsQuery = () => queryOptions({ queryKey: ['site-stats'], queryFn: ({ signal }) => call(siteApi.stats, { signal }) });

export const useSiteStats = () => useQuery(siteStatsQuery());
