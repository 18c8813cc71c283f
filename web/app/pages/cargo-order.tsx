import CargoPage from '../../features/cargoes/pages/cargo';
import { MatchingShips } from '../../features/matching/components/matching-ships';

export { handle } from '../../features/cargoes/pages/cargo';

/** /cargoes/:id: the order's page (cargoes feature) with its matching ships (matching feature) in the page's slot. */
export default function CargoOrderPage() {
  return <CargoPage matchingShips={(cargo) => <MatchingShips cargo={cargo} />} />;
}
