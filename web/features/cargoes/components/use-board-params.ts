import { useLocation, useSearchParams } from 'react-router';

/** The board's filters, as the API and the URL know them (cargoBoardQuerySchema). */
export const boardKeys = ['commodity', 'minSize', 'maxSize', 'loadRegion', 'dischargeRegion', 'from', 'to'] as const;
export type BoardKey = (typeof boardKeys)[number];
export type BoardFilters = Record<BoardKey, string>;

/**
 * The filters a URL asks for and the API query that answers it (cleaned, so equal searches share one cache entry).
 * Pure, so the server reads the same search from the URL before rendering the board.
 */
export function boardFromUrl(params: URLSearchParams) {
  const filters = Object.fromEntries(boardKeys.map((k) => [k, params.get(k)?.trim() ?? ''])) as BoardFilters;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const api = new URLSearchParams();
  for (const k of boardKeys) if (filters[k]) api.set(k, filters[k]);
  if (page > 1) api.set('page', String(page));
  return { filters, page, apiQuery: api.toString() };
}

/** Every filter lives in the URL, so a board can be shared and the back button steps through it; a change goes back to page 1. */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { filters, page, apiQuery } = boardFromUrl(params);
  const active = boardKeys.filter((k) => filters[k] !== '');

  const update = (patch: Partial<BoardFilters>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      next.delete('page');
      return next;
    });

  const clearAll = () => setParams({});

  /** A link to another page of results with every filter kept. */
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return { filters, page, apiQuery, active, update, clearAll, pageHref };
}
export type BoardState = ReturnType<typeof useBoardParams>;
