import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { useAuth } from '../features/auth/store';
import { queryClient } from '../lib/query-client';
import { router } from '../router';
import { useLiveEvents } from './live-events';

export function Providers() {
  const initialize = useAuth((s) => s.initialize);
  useEffect(() => {
    void initialize();
  }, [initialize]);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The tab's one event stream, on every page while signed in (the bell is in the header everywhere). */
function LiveEvents() {
  useLiveEvents();
  return null;
}
