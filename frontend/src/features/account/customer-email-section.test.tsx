// fetch is mocked (testing/cognito-fetch answers the API routes): the profile's e-mail section, its
// "Verify e-mail" step (send, resend, refusals, a wrong code, success) and, once verified, adding
// the orders placed as a guest with the e-mail.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../shared/email-verification';
import { MESSAGES, tooManyRequestsMessage } from '../../../../shared/messages';
import { ORDER_LINK_MESSAGES } from '../../../../shared/order-link';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';

const PROFILE = {
  customerId: 'c-1',
  email: 'dana@example.com',
  name: 'Dana Customer',
  phone: '6145550100',
  address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  createdAt: '2026-03-04T15:00:00.000Z',
  updatedAt: '2026-03-04T15:00:00.000Z',
};
const VERIFIED = { ...PROFILE, emailVerified: { email: PROFILE.email, at: '2026-03-05T15:00:00.000Z' } };
const SENT = { sentTo: PROFILE.email, expiresAt: '2026-03-05T15:15:00.000Z' };

const section = () => screen.getByRole('region', { name: 'Your E-mail' });

describe('the profile e-mail', () => {
  it('is verified through the code sent to it: a refused send, a resend, a wrong code, the right one', async () => {
    let sends = 0;
    let tries = 0;
    const { calls } = mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('requestEmailVerification')]: () => {
        sends += 1;
        return sends === 1 ? { status: 429, body: { message: tooManyRequestsMessage(60) } } : { status: 200, body: SENT };
      },
      [apiRoute('confirmEmailVerification')]: () => {
        tries += 1;
        if (tries === 1) {
          const message = EMAIL_VERIFICATION_MESSAGES.codeWrong(4);
          return { status: 400, body: { message, fieldErrors: { code: message } } };
        }
        return { status: 200, body: VERIFIED };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await within(await screen.findByRole('region', { name: 'Your E-mail' })).findByText('Not verified')).toBeTruthy();
    expect(within(section()).getByText(ORDER_LINK_MESSAGES.guestOrdersNeedVerifiedEmail)).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Add My Guest Orders' })).toBeNull();

    await user.click(within(section()).getByRole('button', { name: 'Send Code' }));
    expect((await within(section()).findByRole('alert')).textContent).toBe(tooManyRequestsMessage(60));
    await user.click(within(section()).getByRole('button', { name: 'Send Code' }));
    expect(await within(section()).findByText(EMAIL_VERIFICATION_MESSAGES.sent(PROFILE.email))).toBeTruthy();
    await user.click(within(section()).getByRole('button', { name: 'Send a New Code' }));
    expect(await within(section()).findByText(EMAIL_VERIFICATION_MESSAGES.resent(PROFILE.email))).toBeTruthy();

    const code = within(section()).getByLabelText('Verification code');
    await user.type(code, '111111');
    await user.click(within(section()).getByRole('button', { name: 'Verify E-mail' }));
    expect(await within(section()).findByText(EMAIL_VERIFICATION_MESSAGES.codeWrong(4))).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    await user.clear(code);
    await user.type(code, '222222{Enter}');
    expect(await within(section()).findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeTruthy();
    expect(within(section()).getByText('Verified')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Add My Guest Orders' })).toBeTruthy();
    expect(calls.filter((call) => call.url === apiUrl('confirmEmailVerification')).map((call) => call.body)).toEqual([{ code: '111111' }, { code: '222222' }]);
  });

  it('checks the code typed before sending it', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('requestEmailVerification')]: { status: 200, body: SENT },
    });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify E-mail' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.codeFormat)).toBeTruthy();
    expect(calls.some((call) => call.url === apiUrl('confirmEmailVerification'))).toBe(false);
  });

  it('once verified, adds the orders placed as a guest with it and says how many, or that there were none', async () => {
    let claims = 0;
    mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: VERIFIED },
      [apiRoute('claimGuestOrders')]: () => {
        claims += 1;
        if (claims === 1) return { status: 500, body: { message: MESSAGES.internal } };
        return { status: 200, body: { claimedRentalIds: claims === 2 ? ['r-1', 'r-2'] : [] } };
      },
    });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await within(await screen.findByRole('region', { name: 'Your E-mail' })).findByText('Verified')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Send Code' })).toBeNull();
    const add = within(section()).getByRole('button', { name: 'Add My Guest Orders' });
    await user.click(add);
    expect((await within(section()).findByRole('alert')).textContent).toBe(MESSAGES.internal);
    await user.click(add);
    expect(await within(section()).findByText(ORDER_LINK_MESSAGES.guestOrdersAdded(2), { exact: false })).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'View Rental History' }).getAttribute('href')).toBe('/customer/history');
    await user.click(add);
    expect(await within(section()).findByText(ORDER_LINK_MESSAGES.guestOrdersAdded(0))).toBeTruthy();
    expect(within(section()).queryByRole('link', { name: 'View Rental History' })).toBeNull();
  });
});
