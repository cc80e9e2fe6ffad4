import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToasterHost } from '@/components/layout/toaster-host';
import type { SessionUser } from '@/lib/session-user';
import { resetToasterForTests } from '@/lib/toast';
import { sessionQueryKey } from '@/lib/use-session';

export const TEST_USER: SessionUser = { name: 'Sam Rivera', email: 'sam@example.com', image: null };

interface Options {
  route?: string;
  /** The session to start with: a user, null for a guest, or 'loading' (not yet known). */
  user?: SessionUser | null | 'loading';
  /** Extra routes, e.g. to see where a navigation lands. */
  routes?: Array<{ path: string; element: ReactElement }>;
}

/** Render with the app's providers, a memory router and the toaster, as a user would see it. */
export function renderApp(ui: ReactElement, { route = '/', user = null, routes = [] }: Options = {}) {
  resetToasterForTests();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
  });
  if (user !== 'loading') queryClient.setQueryData(sessionQueryKey, user);
  const path = route.split('?')[0] ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
      <ToasterHost />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
