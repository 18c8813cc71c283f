import { useLocation, useSearchParams } from 'react-router';

/** What the user sets on a match list; the API's defaults (common/matching/api.ts) when the URL says nothing. */
export type MatchSettings = { bunkerPrice: string; suez: boolean; panama: boolean; speed: 'full' | 'eco'; page: number };

const defaults = { suez: '0', panama: '1', speed: 'full' } as const;

/**
 * The settings a URL asks for, and the API query for them. Only what differs from the defaults is written, so a
 * shared link is short and equal settings share one cache entry. Pure: read again on every render.
 */
export function settingsFromUrl(params: URLSearchParams): { settings: MatchSettings; apiQuery: string } {
  const settings: MatchSettings = {
    bunkerPrice: params.get('bunkerPrice')?.trim() ?? '',
    suez: (params.get('suez') ?? defaults.suez) === '1',
    panama: (params.get('panama') ?? defaults.panama) === '1',
    speed: params.get('speed') === 'eco' ? 'eco' : 'full',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const api = new URLSearchParams();
  if (settings.bunkerPrice) api.set('bunkerPrice', settings.bunkerPrice);
  if (settings.suez) api.set('suez', '1');
  if (!settings.panama) api.set('panama', '0');
  if (settings.speed === 'eco') api.set('speed', 'eco');
  if (settings.page > 1) api.set('page', String(settings.page));
  return { settings, apiQuery: api.toString() };
}

type Patch = Partial<Omit<MatchSettings, 'page'>>;

/** The settings live in the URL so a list can be shared; a changed setting sends the reader back to page 1. */
export function useMatchSettings() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { settings, apiQuery } = settingsFromUrl(params);

  const update = (patch: Patch) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
        if (patch.bunkerPrice !== undefined) put('bunkerPrice', patch.bunkerPrice.trim(), '');
        if (patch.suez !== undefined) put('suez', patch.suez ? '1' : '0', defaults.suez);
        if (patch.panama !== undefined) put('panama', patch.panama ? '1' : '0', defaults.panama);
        if (patch.speed !== undefined) put('speed', patch.speed, defaults.speed);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  /** A link to another page of matches with every setting kept. */
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return { settings, apiQuery, update, pageHref };
}
export type MatchSettingsState = ReturnType<typeof useMatchSettings>;
