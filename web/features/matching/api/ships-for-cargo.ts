import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { matchingApi } from '../../../../common/matching/api';
import { call } from '../../../lib/api';

/**
 * The ships that can do one cargo order, ranked. `query` is the settings' search string (use-match-settings.ts),
 * already cleaned of defaults, so equal settings share one cache entry. The last list stays on screen while the next
 * settings load, instead of flashing skeletons on every change.
 */
export const useShipsForCargo = (cargoId: string, query: string, enabled = true) =>
  useQuery({
    queryKey: ['matches', 'cargo', cargoId, query],
    queryFn: ({ signal }) => call(matchingApi.shipsForCargo, { params: { id: cargoId }, query, signal }),
    enabled: enabled && !!cargoId,
    placeholderData: keepPreviousData,
  });
