import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/session/session';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { Toasts } from './toasts';

/** The web app's root: data cache, session and router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
