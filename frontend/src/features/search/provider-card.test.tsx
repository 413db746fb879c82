// The provider card's latest review: shown under the stars with its own stars read out as text,
// the excerpt in quotes and the reviewer; nothing at all for a provider without one.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../../../shared/schemas/search';
import { SEARCH_RESPONSE } from '../../testing/fixtures';
import { ProviderCard } from './provider-card';

const provider = SEARCH_RESPONSE.providers[0]!;

function renderCard(result: ProviderResult) {
  render(
    <MemoryRouter>
      <ProviderCard provider={result} bestPrice={false} bookUrl="/checkout/p-buckeye" />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('provider card', () => {
  it("shows the provider's latest review: its stars as text, the excerpt in quotes and who wrote it", () => {
    const card = renderCard({
      ...provider,
      latestReview: { reviewId: 'r-1', rating: 4, excerpt: 'On time and the driveway was spotless…', customerName: 'Pat Q.', createdAt: '2026-11-20T15:00:00.000Z' },
    });
    expect(within(card).getByRole('img', { name: 'Latest review: 4 out of 5 stars' })).toBeTruthy();
    expect(within(card).getByText('“On time and the driveway was spotless…”')).toBeTruthy();
    expect(within(card).getByText('— Pat Q.')).toBeTruthy();
  });

  it('shows the stars and the reviewer of a review without a comment', () => {
    const card = renderCard({ ...provider, latestReview: { reviewId: 'r-2', rating: 5, customerName: 'Riley R.', createdAt: '2026-11-20T15:00:00.000Z' } });
    expect(within(card).getByRole('img', { name: 'Latest review: 5 out of 5 stars' })).toBeTruthy();
    expect(within(card).getByText('— Riley R.')).toBeTruthy();
    expect(card.querySelector('blockquote')).toBeNull();
  });

  it('shows nothing of a review when the provider has none', () => {
    const { latestReview: _none, ...without } = provider;
    const card = renderCard(without);
    expect(within(card).queryByRole('img', { name: /Latest review/ })).toBeNull();
    expect(card.querySelector('figure')).toBeNull();
  });
});
