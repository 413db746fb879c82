// The listing page's Reviews: the rating and count, the newest reviews with the provider's replies,
// 'Load more' for older ones, and the empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_DETAIL } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { apiUrl } from '../../../testing/api-url';

const providerId = LISTING_DETAIL.provider.providerId;
const review = (index: number, extra: Record<string, unknown> = {}) => ({
  reviewId: `rv-${index}`,
  customerName: `Customer ${index}.`,
  rating: 5 - (index % 3),
  comment: `Comment number ${index}`,
  createdAt: `2026-06-${String(20 - index).padStart(2, '0')}T15:00:00.000Z`,
  ...extra,
});

async function reviewsSection() {
  const heading = await screen.findByRole('heading', { name: 'Reviews' });
  return heading.closest('section')!;
}

describe('provider reviews on the listing page', () => {
  it('shows the newest reviews with replies, then older ones on Load more', async () => {
    const detail = { ...LISTING_DETAIL, provider: { ...LISTING_DETAIL.provider, rating: 4.6, reviewCount: 6 } };
    mockFetch({
      [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: detail },
      [apiUrl('listProviderReviews', { providerId, limit: 5, cursor: 'page-2' })]: { status: 200, body: { reviews: [review(6)], nextCursor: null } },
      [apiUrl('listProviderReviews', { providerId })]: {
        status: 200,
        body: {
          reviews: [review(1, { reply: { text: 'Thank you for the kind words!', repliedAt: '2026-06-20T09:00:00.000Z' } }), review(2), review(3), review(4), review(5)],
          nextCursor: 'page-2',
        },
      },
    });
    renderRoutes('/dumpster/l-20');
    const section = await reviewsSection();
    expect(within(section).getByRole('img', { name: 'Rated 4.6 out of 5 (6 reviews)' })).toBeTruthy();
    expect(await within(section).findByText('Comment number 1')).toBeTruthy();
    expect(within(section).getByText('Thank you for the kind words!')).toBeTruthy();
    expect(within(section).getByText(/Reply from the provider/)).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(5);

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Load more reviews' }));
    expect(await within(section).findByText('Comment number 6')).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(within(section).queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });

  it('says when there are no reviews yet, and when they could not be loaded', async () => {
    mockFetch({
      [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiUrl('listProviderReviews', { providerId })]: { status: 200, body: { reviews: [], nextCursor: null } },
    });
    renderRoutes('/dumpster/l-20');
    expect(await within(await reviewsSection()).findByText(/No reviews yet/)).toBeTruthy();
  });

  it('offers to try again when the reviews fail to load', async () => {
    mockFetch({
      [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiUrl('listProviderReviews', { providerId })]: { status: 500, body: { message: 'Something went wrong' } },
    });
    renderRoutes('/dumpster/l-20');
    const section = await reviewsSection();
    expect(await within(section).findByText(/We could not load the reviews/, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
