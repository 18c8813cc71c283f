import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The search filters, in the order the API and the URL know them (see vesselSearchSchema). */
export const filterKeys = [
  'q',
  'type',
  'sizeBy',
  'minSize',
  'maxSize',
  'port',
  'country',
  'location',
  'from',
  'to',
  'charterType',
  'maxRate',
  'sort',
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Record<FilterKey, string>;

/** Keys that narrow the results; sort and sizeBy only change how they are ordered or read. */
const narrowingKeys: FilterKey[] = ['q', 'type', 'minSize', 'maxSize', 'port', 'country', 'location', 'from', 'to', 'charterType', 'maxRate'];

// The server compares dates in UTC, so "today" must be the UTC date too, not the browser's local one.
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The search a URL asks for, and the API query that answers it (cleaned, so equal searches share one cache
 * entry). Pure, so the server reads the same search from the URL before rendering the page.
 */
export function searchFromUrl(pathname: string, params: URLSearchParams) {
  const availableNow = /\/vessels\/available\/?$/.test(pathname);
  const raw = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const today = todayUtc();
  const datesDefaulted = availableNow && !raw.from && !raw.to;
  const filters: Filters = datesDefaulted ? { ...raw, from: today, to: today } : raw;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const apiParams = new URLSearchParams();
  for (const k of filterKeys) if (filters[k].trim()) apiParams.set(k, filters[k].trim());
  if (page > 1) apiParams.set('page', String(page));
  return { raw, filters, page, availableNow, datesDefaulted, apiQuery: apiParams.toString() };
}

/**
 * Every filter lives in the URL so a search can be shared and the back button steps through it.
 * Each change pushes a history entry; a changed filter sends the reader back to page 1.
 */
export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { raw, filters, page, availableNow, datesDefaulted, apiQuery } = searchFromUrl(pathname, params);

  const active = narrowingKeys.filter((k) => raw[k] !== '');

  const update = (patch: Partial<Filters>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (next.has('page')) next.set('page', '1');
      return next;
    });

  /** On /vessels/available the dates would come straight back as today, so widening means leaving for /vessels. */
  const removeDates = () => {
    if (!availableNow) return update({ from: '', to: '' });
    const next = new URLSearchParams(params);
    next.delete('from');
    next.delete('to');
    next.delete('page');
    const query = next.toString();
    void navigate(query ? `/vessels?${query}` : '/vessels');
  };

  const clearAll = () => setParams(raw.sort ? { sort: raw.sort } : {});

  /** A link to another page of results with every filter kept. */
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return { filters, raw, page, apiQuery, search, availableNow, datesDefaulted, active, update, removeDates, clearAll, pageHref };
}
export type SearchState = ReturnType<typeof useSearchParamsState>;
