// The provider portal's sections: the tab list, and the title of every portal page (shown in the
// mobile header and as the document title). Sub-pages not in the tab list get a Back button.
export interface PortalTab {
  to: string;
  label: string;
}

export const PORTAL_TABS: readonly PortalTab[] = [
  { to: '/provider/dashboard', label: 'Dashboard' },
  { to: '/provider/listings', label: 'Listings' },
  { to: '/provider/rentals', label: 'Rentals' },
  // The day's trucks after the booking: deliveries, swaps and pickups by driver and stop, and the drivers.
  { to: '/provider/dispatch', label: 'Dispatch' },
  { to: '/provider/drivers', label: 'Drivers' },
  { to: '/provider/inventory', label: 'Inventory' },
  // Booking rules now; the availability calendar joins them on the same page.
  { to: '/provider/availability', label: 'Availability' },
  { to: '/provider/pricing', label: 'Pricing' },
  { to: '/provider/service-areas', label: 'Service Areas' },
  // Not among the spec's tabs, but the money screens are where providers go most after rentals.
  { to: '/provider/financials', label: 'Financials' },
  { to: '/provider/reviews', label: 'Reviews' },
  { to: '/provider/profile', label: 'Profile' },
];

export const PORTAL_NAME = 'Provider Portal';

const SUB_PAGE_TITLES: readonly [RegExp, string][] = [
  [/^\/provider\/listings\/new$/, 'Create Listing'],
  [/^\/provider\/listings\/edit\/[^/]+$/, 'Edit Listing'],
  [/^\/provider\/financials\/new-invoice$/, 'Create Invoice'],
  [/^\/provider\/financials\/edit-invoice\/[^/]+$/, 'Edit Invoice'],
  [/^\/provider\/financials\/invoice\/[^/]+$/, 'Invoice'],
  [/^\/provider\/financials\/new-expense$/, 'Add Expense'],
  [/^\/provider\/financials\/edit-expense\/[^/]+$/, 'Edit Expense'],
  [/^\/provider\/financials\/expense\/[^/]+$/, 'Expense'],
  [/^\/provider\/financials\/reports(\/[^/]+)?$/, 'Reports'],
];

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The tab a path belongs to, when it is a tab's own page. */
export function portalTabOf(pathname: string): PortalTab | undefined {
  const path = trimmed(pathname);
  return PORTAL_TABS.find((tab) => tab.to === path);
}

/** The page's title: the tab's label, a sub-page's title, or the portal's name. */
export function portalTitleOf(pathname: string): string {
  const path = trimmed(pathname);
  return portalTabOf(path)?.label ?? SUB_PAGE_TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? PORTAL_NAME;
}

/** The sections whose saves change what search shows: their pages say when search is catching up. */
const SEARCH_FED_SECTIONS = ['/provider/listings', '/provider/inventory', '/provider/pricing', '/provider/service-areas', '/provider/profile'];

export function showsSearchStatus(pathname: string): boolean {
  const path = trimmed(pathname);
  return SEARCH_FED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

/** Where Back goes from a sub-page: the section it belongs to (never outside the portal). */
export function portalParentOf(pathname: string): string {
  const path = trimmed(pathname);
  if (path.startsWith('/provider/listings/')) return '/provider/listings';
  if (path.startsWith('/provider/financials/')) return '/provider/financials';
  return '/provider/dashboard';
}
