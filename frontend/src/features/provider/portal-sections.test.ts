import { describe, expect, it } from 'vitest';
import { portalParentOf, portalTabOf, portalTitleOf, showsSearchStatus } from './portal-sections';

describe('portal sections', () => {
  it('names tab pages by their tab and sub-pages by what they do', () => {
    expect(portalTitleOf('/provider/service-areas')).toBe('Service Areas');
    expect(portalTitleOf('/provider/availability')).toBe('Availability');
    expect(portalTitleOf('/provider/listings/')).toBe('Listings');
    expect(portalTitleOf('/provider/listings/edit/abc')).toBe('Edit Listing');
    expect(portalTitleOf('/provider/financials/reports/tax_summary')).toBe('Reports');
    expect(portalTitleOf('/provider/unknown')).toBe('Provider Portal');
  });

  it('gives sub-pages, and only them, a way back to their section', () => {
    expect(portalTabOf('/provider/rentals')?.label).toBe('Rentals');
    expect(portalTabOf('/provider/listings/new')).toBeUndefined();
    expect(portalParentOf('/provider/listings/new')).toBe('/provider/listings');
    expect(portalParentOf('/provider/financials/invoice/i-1')).toBe('/provider/financials');
  });
});

describe('showsSearchStatus', () => {
  it('is the pages whose saves change what search shows, their sub-pages included', () => {
    for (const path of ['/provider/listings', '/provider/listings/edit/l-1', '/provider/inventory', '/provider/pricing', '/provider/service-areas/', '/provider/profile']) {
      expect(showsSearchStatus(path), path).toBe(true);
    }
    for (const path of ['/provider/dashboard', '/provider/rentals', '/provider/availability', '/provider/financials', '/provider/listingsx']) {
      expect(showsSearchStatus(path), path).toBe(false);
    }
  });
});
