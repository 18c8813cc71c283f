import CargoBoardPage from '../../features/cargoes/pages/board';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';

export { handle } from '../../features/cargoes/pages/board';

/** /cargoes: the board (cargoes feature) with "Save this search" (saved-searches feature) in its slot. */
export default function CargoBoard() {
  return <CargoBoardPage saveSearch={(apiQuery) => <SaveSearchButton kind="cargoes" apiQuery={apiQuery} />} />;
}
