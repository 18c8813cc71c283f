import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLiveEvents } from './live-events';

/**
 * What every page sits in, in the browser and on the server alike: the query cache and, once hydrated,
 * the signed-in member (read by useMe, which waits for hydration so that the server's HTML and the first
 * browser render are the same: a visitor not yet known to be signed in) and the tab's event stream.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      {children}
    </QueryClientProvider>
  );
}

/** The tab's one event stream, on every page while signed in (the bell is in the header everywhere). */
function LiveEvents() {
  useLiveEvents();
  return null;
}
