import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT_ORDER_NOT_PAID_PATH } from '../../../../shared/constants';
import { renderRoutes } from '../../testing/render-app';

describe('a text order not paid', () => {
  it('says a declined card took nothing and how to pay or start over by text', async () => {
    renderRoutes(`${TEXT_ORDER_NOT_PAID_PATH}?payment=declined`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('Your card was declined. No payment was taken.')).toBeTruthy();
    expect(screen.getByText(/open the payment link in our text message again/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
  });
});
