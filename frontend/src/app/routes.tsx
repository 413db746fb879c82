// The route tree, kept apart from createBrowserRouter so tests can mount it in a memory router.
// Results and detail are lazy: they stay out of the first route's bundle (DESIGN.md budgets).
import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/search/home-page';
import { SearchPage } from '../features/search/search-page';
import { RootLayout, RootLayoutFallback } from './root-layout';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <RootLayoutFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'search', element: <SearchPage /> },
      {
        path: 'results',
        lazy: async () => ({ Component: (await import('../features/search/results-page')).ResultsPage }),
      },
      {
        path: 'dumpster/:id',
        lazy: async () => ({
          Component: (await import('../features/listings/listing-detail-page')).ListingDetailPage,
        }),
      },
      // The spec sends any other path home; pages not built yet land there too.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
