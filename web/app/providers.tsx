import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { useAuth } from '../features/auth/store';
import { queryClient } from '../lib/query-client';
import { router } from '../router';

export function Providers() {
  const initialize = useAuth((s) => s.initialize);
  useEffect(() => {
    void initialize();
  }, [initialize]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
