import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Providers } from './providers';

export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export interface RenderRoutesOptions {
  /** Routes under test; a catch-all that prints the location is added. */
  routes: RouteObject[];
  initialPath: string;
}

/** Renders routes inside the app's providers (Mantine in test mode) and a memory router. */
export const renderRoutes = ({ routes, initialPath }: RenderRoutesOptions) => {
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [initialPath],
  });
  const queryClient = testQueryClient();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
};

/** Shows where navigation ended up, for assertions on redirects. */
export function LocationProbe(): ReactNode {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}
