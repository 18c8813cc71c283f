import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../features/auth/store';
import { useLiveEvents } from './live-events';

/**
 * What every page sits in, in the browser and on the server alike: the query cache and, once mounted,
 * the session and the tab's event stream (effects only, so the server's HTML and the first browser
 * render are the same: a visitor not yet known to be signed in).
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const initialize = useAuth((s) => s.initialize);
  useEffect(() => {
    void initialize();
  }, [initialize]);
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
