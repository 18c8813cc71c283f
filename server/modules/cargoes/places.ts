import { formatLocode } from '../../../common/ports/locode';
import { readPlace } from '../../../common/ports/place';
import { regionOf, regions, regionsOfPort, type RegionCode } from '../../../common/ports/regions';
import type { DbOrTx } from '../../db/client';
import { portNames } from '../ports/service';

type ShownPlace = { code: string; name: string; kind: 'port' | 'region' };

/**
 * The regions a place counts as in, for the board's region filters: a port is in every region that lists it
 * (Rotterdam: CONT, SKAW-PASSERO, SKAW-GIB); a region is in itself and in every region holding all its ports (CONT
 * lies within SKAW-PASSERO, so an order loading "CONT" is found under either). A place the schema accepted always
 * reads; an unknown one counts in no region.
 */
export function regionsOfPlace(code: string): RegionCode[] {
  const place = readPlace(code);
  if (!place) return [];
  if (place.kind === 'port') return regionsOfPort(place.locode);
  const own = regionOf(place.code).ports;
  const wider = regions.filter((r) => r.code !== place.code && own.every((p) => r.ports.includes(p))).map((r) => r.code);
  return [place.code, ...wider];
}

/** The names of the ports among `codes`, read once for a page of orders ("Santos, Brazil"). */
export async function placeNames(db: DbOrTx, codes: string[]): Promise<Record<string, string>> {
  return portNames(
    db,
    codes.filter((c) => readPlace(c)?.kind === 'port'),
  );
}

/** A place as the API shows it: "Santos, Brazil" or "East Coast South America (ECSA)". */
export function shownPlace(code: string, names: Record<string, string>): ShownPlace {
  const place = readPlace(code);
  if (place?.kind === 'region') {
    const region = regionOf(place.code);
    return { code, name: `${region.name} (${region.code})`, kind: 'region' };
  }
  return { code, name: names[code] ?? formatLocode(code), kind: 'port' };
}
