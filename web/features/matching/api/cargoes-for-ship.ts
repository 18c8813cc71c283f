import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { matchingApi } from '../../../../common/matching/api';
import { call } from '../../../lib/api';

/** The open cargo orders that suit one of the owner's ships, ranked; `query` as in ships-for-cargo.ts. */
export const useCargoesForShip = (vesselId: string, query: string) =>
  useQuery({
    queryKey: ['matches', 'vessel', vesselId, query],
    queryFn: ({ signal }) => call(matchingApi.cargoesForShip, { params: { id: vesselId }, query, signal }),
    enabled: !!vesselId,
    placeholderData: keepPreviousData,
  });
