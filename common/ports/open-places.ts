import { isRegionCode, portsOfRegion, regions, regionsOfPort, type RegionCode } from './regions';

// Which open positions a place filter finds (#27). A ship is open at a port (vessels.open_port) or in a region
// (vessels.open_region). The one rule, used by the vessel search's SQL, its saved searches' alerts and the map:
//   - a port P finds ships open at P, and ships open in a region that contains P: they can be at P;
//   - a region R finds ships open at any port of R, and ships open in R or in a region that shares a port with R
//     (the table's regions overlap: CONT lies in SKAW-GIB, which lies in SKAW-PASSERO, which shares the western
//     Med with MED): they can be in R;
//   - a set of ports (a free-text location the server resolved, "Genoa", "US Gulf", "Brazil") finds what each of
//     its ports finds;
//   - a country (the search's country filter, an ISO code: a UN/LOCODE's first two letters) finds ships open at
//     its ports, and ships open in a region holding one of its ports: a ship open "US Gulf" can be in the US.
// A region is thus the set of its ports, and every filter is "the ports, and the regions holding any of them".

/** The ports and the regions a ship may be open at or in to be found by a place filter. */
export type OpenPlaces = { ports: readonly string[]; regions: readonly RegionCode[] };

/** What a set of ports finds: ships open at one of them, or in a region holding one of them. */
export function openPlacesOfPorts(ports: readonly string[]): OpenPlaces {
  return { ports: [...new Set(ports)], regions: [...new Set(ports.flatMap(regionsOfPort))] };
}

/** What the search's open-port filter finds: a UN/LOCODE ("NLRTM") or a region code ("USG"). */
export const openPlacesOf = (portOrRegion: string): OpenPlaces =>
  openPlacesOfPorts(isRegionCode(portOrRegion) ? portsOfRegion(portOrRegion) : [portOrRegion]);

/** Whether a ship open at `openPort` or in `openRegion` is among the places. */
export const isOpenAmong = (places: OpenPlaces, open: { openPort: string | null; openRegion: string | null }): boolean =>
  (!!open.openPort && places.ports.includes(open.openPort)) || (!!open.openRegion && (places.regions as readonly string[]).includes(open.openRegion));

/** The regions holding a port of the country (its ISO code, "US"): a ship open in one of them can be in it. */
export function regionsOfCountry(country: string): RegionCode[] {
  const code = country.slice(0, 2).toUpperCase();
  return regions.filter((r) => r.ports.some((locode) => locode.startsWith(code))).map((r) => r.code);
}

/** Whether a ship open at `openPort` or in `openRegion` can be in the country (an ISO code, "US"). */
export const isOpenInCountry = (country: string, open: { openPort: string | null; openRegion: string | null }): boolean =>
  (!!open.openPort && open.openPort.startsWith(country.slice(0, 2).toUpperCase())) ||
  (!!open.openRegion && (regionsOfCountry(country) as readonly string[]).includes(open.openRegion));
