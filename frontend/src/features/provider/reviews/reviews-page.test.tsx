// The provider's Reviews page: reviews with replies, the one reply form per unanswered review, a
// hidden review marked, and the empty state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { apiRoute } from '../../../testing/api-url';

const session = fakeSession({ user: { userId: 'p-1', name: 'Bo Hauler', firstName: 'Bo', role: 'provider', email: 'bo@example.com' } });

const REVIEWS = [
  { reviewId: 'rv-1', rentalId: 'r-1', customerName: 'Riley R.', rating: 2, comment: 'Late by a day.', createdAt: '2026-06-20T15:00:00.000Z', hidden: false },
  {
    reviewId: 'rv-2',
    rentalId: 'r-2',
    customerName: 'Sam T.',
    rating: 5,
    createdAt: '2026-06-18T15:00:00.000Z',
    hidden: true,
    reply: { text: 'Thanks, Sam!', repliedAt: '2026-06-19T15:00:00.000Z' },
  },
];

describe('provider reviews page', () => {
  it('lists reviews, marks hidden ones and posts one reply to an unanswered review', async () => {
    const { calls } = mockBackend({
      [apiRoute('listOwnReviews')]: { status: 200, body: { reviews: REVIEWS, nextCursor: null } },
      [apiRoute('replyToReview', { rentalId: 'r-1' })]: { status: 201, body: { ...REVIEWS[0], reply: { text: 'Sorry, Riley.', repliedAt: '2026-06-21T15:00:00.000Z' } } },
    });
    renderRoutes('/provider/reviews', undefined, { session });
    expect(await screen.findByText('Late by a day.')).toBeTruthy();
    expect(screen.getByText('Thanks, Sam!')).toBeTruthy();
    expect(screen.getByText('Hidden by the marketplace')).toBeTruthy();
    // Only the unanswered review offers a reply.
    expect(screen.getAllByRole('button', { name: 'Post reply' })).toHaveLength(1);

    const user = userEvent.setup();
    const field = screen.getByLabelText('Reply to Riley R. (shown publicly, once)');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Write a reply')).toBeTruthy();
    await user.type(field, 'Sorry, Riley.');
    expect(screen.getByText('13 / 1000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await within(document.body).findByText('13 / 1000 characters');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Sorry, Riley.' });
  });

  it('says when there are no reviews yet', async () => {
    mockBackend({ [apiRoute('listOwnReviews')]: { status: 200, body: { reviews: [], nextCursor: null } } });
    renderRoutes('/provider/reviews', undefined, { session });
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });
});
