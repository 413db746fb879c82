// The operator console's Reviews: hiding needs a reason; a hidden review can be restored.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { OPERATOR_USER } from './operator-test-data';
import { apiRoute } from '../../testing/api-url';

const base = { providerId: 'p-1', customerId: 'c-1', createdAt: '2026-06-20T15:00:00.000Z' };
const VISIBLE = { ...base, reviewId: 'rv-1', rentalId: 'r-1', customerName: 'Riley R.', rating: 1, comment: 'Rude words here.', hidden: false };
const HIDDEN = { ...base, reviewId: 'rv-2', rentalId: 'r-2', customerName: 'Sam T.', rating: 5, hidden: true, hiddenAt: '2026-06-21T15:00:00.000Z', hiddenBy: 'o-1', hiddenReason: 'Spam' };

describe('operator console: reviews', () => {
  it('hides a review only with a reason, and restores a hidden one', async () => {
    const { calls } = mockBackend({
      [apiRoute('listAllReviews')]: { status: 200, body: { reviews: [VISIBLE, HIDDEN], nextCursor: null } },
      [apiRoute('hideReview', { rentalId: 'r-1' })]: { status: 200, body: { ...VISIBLE, hidden: true, hiddenReason: 'Abusive' } },
      [apiRoute('restoreReview', { rentalId: 'r-2' })]: { status: 200, body: { ...HIDDEN, hidden: false } },
    });
    renderRoutes('/operator?tab=reviews', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
    expect(await screen.findByText('Rude words here.')).toBeTruthy();
    expect(screen.getByText(/Spam/)).toBeTruthy();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Say why this review is hidden')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Reason for hiding'), 'Abusive');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('The review by Riley R. is hidden.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/hide'))?.body).toEqual({ reason: 'Abusive' });

    await user.click(screen.getByRole('button', { name: 'Restore review' }));
    expect(await screen.findByText('The review by Sam T. is shown again.')).toBeTruthy();
  });
});
