// Client-side routes that a first visit often lands on straight from outside (a search from the
// home page of another tab, a shared listing link). Each gets its own copy of the SPA shell that
// names the route's lazy JavaScript as modulepreload links, so the browser fetches it alongside
// the entry instead of after the entry has run. The build writes the copies
// (frontend/route-documents-plugin.ts); the local site and CloudFront choose them by path.
export interface RouteDocument {
  /** The path, or with a trailing slash every path under it. */
  path: string;
  /** The shell copy in the built site's root. */
  document: string;
  /** The route's lazy module, relative to frontend/src. */
  module: string;
}

export const ROUTE_DOCUMENTS: readonly RouteDocument[] = [
  { path: '/results', document: 'results.html', module: 'features/search/results-page.tsx' },
  { path: '/dumpster/', document: 'dumpster.html', module: 'features/listings/listing-detail-page.tsx' },
];

/** The shell a client-side route is served with: its own copy, or index.html. */
export function routeDocumentFor(pathname: string, documents: readonly RouteDocument[] = ROUTE_DOCUMENTS): string {
  const route = documents.find((entry) =>
    entry.path.endsWith('/') ? pathname.startsWith(entry.path) && pathname.length > entry.path.length : pathname.replace(/\/$/, '') === entry.path,
  );
  return `/${route ? route.document : 'index.html'}`;
}
