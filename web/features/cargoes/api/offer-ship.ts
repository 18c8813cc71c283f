import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cargoesApi } from '../../../../common/cargoes/api';
import { cargoOfferApi, type CargoOfferValues } from '../../../../common/cargoes/offer-api';
import { fleetEndpoint } from '../../../../common/vessels/fleet-api';
import { call } from '../../../lib/api';

/** The order being offered for (the key its page reads, so either fills the other's cache). */
export const useCargoToOffer = (id: string) =>
  useQuery({
    queryKey: ['cargo', id],
    queryFn: ({ signal }) => call(cargoesApi.page, { params: { id }, signal }).then((r) => r.cargo),
    enabled: !!id,
  });

/** The owner's own ships, with whether each is on the market (only those may be offered). */
export const useMyFleet = () => useQuery({ queryKey: ['fleet'], queryFn: ({ signal }) => call(fleetEndpoint, { signal }).then((r) => r.items) });

/** "Offer your ship": opens a deal; its answer is the deal, which the deals pages then read afresh. */
export function useOfferShip(cargoId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CargoOfferValues) => call(cargoOfferApi.offerShip, { params: { id: cargoId }, body }).then((r) => r.deal),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['deals'] });
      void qc.invalidateQueries({ queryKey: ['cargo', cargoId] });
    },
  });
}
