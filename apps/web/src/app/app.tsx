import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToasterHost } from '@/components/layout/toaster-host';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';

/** Everything around the router; shared by the browser app and the build-time prerender of /. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
