import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SIZES } from '../../../../shared/constants';
import { dimensionsLabel, SIZE_FACTS } from '../../../../shared/dumpster-sizes';
import { renderRoutes } from '../../testing/render-app';

describe('the dumpster size guide', () => {
  it("is the header's Dumpsters page (not the home page), with every size, what it holds and a search for it", async () => {
    const { router } = renderRoutes('/dumpsters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dumpster sizes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dumpsters');
    expect(screen.getAllByRole('link', { name: 'Dumpsters' })[0]!.getAttribute('href')).toBe('/dumpsters');
    const sizes = screen.getByRole('list', { name: 'Dumpster sizes' });
    const cards = within(sizes).getAllByRole('listitem').filter((item) => item.parentElement === sizes);
    expect(cards).toHaveLength(CUSTOMER_SIZES.length);
    for (const size of CUSTOMER_SIZES) {
      const card = screen.getByRole('heading', { name: `${size} Yard Dumpster` }).closest('li')!;
      expect(within(card).getByText(dimensionsLabel(size))).toBeTruthy();
      expect(within(card).getByText(`${SIZE_FACTS[size].pickupLoads} pickup truck loads`)).toBeTruthy();
      expect(within(card).getByRole('link', { name: new RegExp(`Find ${size} yard dumpsters`) }).getAttribute('href')).toBe(`/search?size=${size}`);
    }
    expect(screen.getByRole('heading', { name: 'Dumpster types' })).toBeTruthy();
    expect(screen.getByText('Compactor')).toBeTruthy();
  });
});
