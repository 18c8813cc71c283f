import type { VesselSearchResult } from '../../../../common/vessels/schemas';
import type { VesselType } from '../../../../common/vessels/vessel-status';

export type Port = { locode: string; name: string; countryCode: string; countryName: string; lat: number; lon: number };

export type VesselParticulars = {
  id: string; name: string; type: VesselType; imo: string | null; mmsi: string | null; callSign: string | null; flag: string | null;
  lengthM: number; beamM: number | null; draughtM: number | null; deadweightT: number | null; capacity: number; buildYear: number;
  classSociety: string | null; piClub: string | null; piExpiry: string | null; openPort: string | null; openDate: string | null;
  charterTypes: string[]; ratePerDay: number | null; rateCurrency: string; description: string | null; status: string; archived: boolean; createdAt: string;
};

export type SearchResult = VesselSearchResult;
export type SearchPage = { items: SearchResult[]; page: number; pageSize: number; hasMore: boolean };

export type Photo = { id: string; url: string; thumbUrl: string; width: number; height: number };

export type VesselPageData = {
  vessel: VesselParticulars & { openPortName: string | null; openPortCountry: string | null; openPortLat: number | null; openPortLon: number | null };
  owner: { company: string; verified: boolean; memberSince: string };
  photos: Photo[];
  booked: { start: string; end: string; firm: boolean }[];
  visibility: { public: boolean; hiddenReasons: string[] };
  canEdit: boolean;
};

export type FleetVessel = VesselParticulars & { photoCount: number; photo: string | null; public: boolean; hiddenReasons: string[] };
export type OpenPosition = { locode: string; name: string; country: string; lat: number; lon: number; vessels: number };
