import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router-dom';
import { LoadingPanel } from '../components/status-panel';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page load starts with the history key 'default', so keying saved scroll positions by it
 * would carry one page's position to the next URL typed in the address bar. Loads key by URL.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side page change, move focus to the new page so screen readers start there
  // (a full page load would do this by itself). Search-param changes keep focus where it is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Shown while a first visit straight to a lazy route (/results, /dumpster/:id) loads its chunk,
 * so the header and footer appear at once instead of a blank page.
 */
export function RootLayoutFallback() {
  return (
    <div className="app-shell">
      <SiteHeader />
      <main id="main" className="site-main">
        <div className="container page">
          <LoadingPanel label="Loading page..." />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
