// The answers' types come from the API contract (common/), never written again here.
export type { Port } from '../../../../common/ports/api';
export type {
  FleetVessel,
  OpenPosition,
  Photo,
  SearchPage,
  VesselPageData,
  VesselParticulars,
  VesselSearchResult as SearchResult,
} from '../../../../common/vessels/api';
