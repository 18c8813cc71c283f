import VesselSearchPage from '../../features/vessels/pages/search';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';

export { handle } from '../../features/vessels/pages/search';

/** /vessels and /vessels/available: the search (vessels feature) with "Save this search" (saved-searches feature). */
export default function VesselSearch() {
  return <VesselSearchPage saveSearch={(apiQuery) => <SaveSearchButton kind="vessels" apiQuery={apiQuery} />} />;
}
