import { readPlace } from '../../../../common/ports/place';
import type { DbOrTx } from '../../../db/client';
import { portNames } from '../../ports/service';

// The words a publish result uses for places and dates: "CJK 10-15 Dec", "Singapore 18 Dec", "from 12 Dec".

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const parts = (iso: string) => ({ day: Number(iso.slice(8, 10)), month: MONTHS[Number(iso.slice(5, 7)) - 1] });

/** A date range as brokers write it, without the year: `10 Dec`, `10-15 Dec`, `30 Nov-2 Dec`, `from 12 Dec`. */
export function dateRange(from: string | null, to: string | null): string {
  if (!from) return 'no date';
  const a = parts(from);
  if (!to) return `from ${a.day} ${a.month}`;
  if (to === from) return `${a.day} ${a.month}`;
  const b = parts(to);
  return a.month === b.month && from.slice(0, 4) === to.slice(0, 4) ? `${a.day}-${b.day} ${a.month}` : `${a.day} ${a.month}-${b.day} ${b.month}`;
}

/** Names for the places among `codes`: a port by its name ("Singapore"), a region by its code ("CJK"). */
export async function placeWords(db: DbOrTx, codes: (string | null)[]): Promise<(code: string | null) => string> {
  const ports = codes.filter((c): c is string => !!c && readPlace(c)?.kind === 'port');
  const names = await portNames(db, ports);
  return (code) => (code ? (names[code] ?? code) : 'no place');
}
