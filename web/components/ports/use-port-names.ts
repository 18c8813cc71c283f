import { useQueries } from '@tanstack/react-query';
import { placeName, type PortNames } from '../../../common/charters/agreed-text';
import { portsApi } from '../../../common/ports/api';
import { currentLocode } from '../../../common/ports/retired';
import { call } from '../../lib/api';

/**
 * The names of the ports these UN/LOCODEs stand for ("Rouen, France"), looked up through the public ports search
 * (an exact code is its first match) and cached like the search: documents and headers write names, not codes.
 * A code still loading, or unknown, is absent: `portName()` then writes it "FR URO".
 */
export function usePortNames(codes: readonly (string | null | undefined)[]): PortNames {
  const unique = [...new Set(codes.filter((c): c is string => !!c))];
  const results = useQueries({
    queries: unique.map((code) => ({
      queryKey: ['ports', code],
      queryFn: async ({ signal }: { signal: AbortSignal }) => call(portsApi.search, { query: { q: code }, signal }),
      staleTime: 60 * 60_000,
    })),
  });
  const names: Record<string, string> = {};
  unique.forEach((code, i) => {
    const port = results[i]?.data?.items.find((p) => p.locode === currentLocode(code)); // a retired code finds the port it duplicates
    if (port) names[code] = placeName(port.name, port.countryName);
  });
  return names;
}
