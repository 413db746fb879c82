// The rental page's "Rate your provider": the star radio group by keyboard, the comment's count,
// the server's refusal and the review shown once sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RENTAL } from '../../../testing/fixtures';
import { mockBackend } from '../../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../../testing/render-app';
import { apiRoute } from '../../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const COMPLETED = { ...RENTAL, status: 'completed', startDate: '2026-06-12', endDate: '2026-06-19' };
const SENT = {
  reviewId: 'rv-1',
  rentalId: RENTAL.rentalId,
  customerName: 'Riley R.',
  rating: 4,
  comment: 'On time and tidy.',
  createdAt: '2026-06-20T15:00:00.000Z',
  hidden: false,
};

// jsdom has no CSS.escape, which user-event's arrow keys in a radio group use to find the group.
beforeAll(() => {
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { ...globalThis.CSS, escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
});

describe('rate your provider', () => {
  it('sends the stars chosen by keyboard and the comment, then shows the review', async () => {
    const { calls } = mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: COMPLETED },
      [apiRoute('getRentalReview', { rentalId: RENTAL.rentalId })]: { status: 200, body: { review: null, canReview: true } },
      [apiRoute('createRentalReview', { rentalId: RENTAL.rentalId })]: { status: 201, body: SENT },
    });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByRole('heading', { name: 'Rate your provider' })).toBeTruthy();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: /^3 stars/ }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: /^4 stars/ }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Comment (optional)'), 'On time and tidy.');
    expect(screen.getByText('17 / 1000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.getByText('On time and tidy.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ rating: 4, comment: 'On time and tidy.' });
  });

  it("shows the server's refusal and keeps the form", async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: COMPLETED },
      [apiRoute('getRentalReview', { rentalId: RENTAL.rentalId })]: { status: 200, body: { review: null, canReview: true } },
      [apiRoute('createRentalReview', { rentalId: RENTAL.rentalId })]: { status: 409, body: { message: 'You have already reviewed this rental.' } },
    });
    renderRoutes(PATH, undefined, { session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You have already reviewed this rental.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rate your provider' })).toBeTruthy();
  });

  it('shows the review with the provider\'s reply once written', async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: COMPLETED },
      [apiRoute('getRentalReview', { rentalId: RENTAL.rentalId })]: {
        status: 200,
        body: { review: { ...SENT, reply: { text: 'Thanks, Riley!', repliedAt: '2026-06-21T15:00:00.000Z' } }, canReview: false },
      },
    });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByText('Thanks, Riley!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rate your provider' })).toBeNull();
  });

  it('offers nothing before the rental is completed', async () => {
    const { calls } = mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...RENTAL, startDate: '2030-06-12', endDate: '2030-06-19' } } });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByRole('heading', { name: /Order #/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rate your provider' })).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/review'))).toBe(false);
  });
});
