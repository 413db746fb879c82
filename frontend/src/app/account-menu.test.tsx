// The session is a fixed stand-in and fetch is mocked: the header's account menu per role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../testing/render-app';

describe('account menu', () => {
  it("opens the customer's links, closes on Escape and outside clicks, and logs out home", async () => {
    mockBackend({});
    let signedOut = false;
    const session = fakeSession({ user: CUSTOMER_USER, signOut: async () => void (signedOut = true) });
    const user = userEvent.setup();
    const { router } = renderRoutes('/search', undefined, { session });
    const button = await screen.findByRole('button', { name: /Dana/ });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/customer/dashboard'],
      ['Rental History', '/customer/history'],
      ['My Profile', '/customer/profile'],
    ]);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.click(within(menu).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(signedOut).toBe(true));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'My Account' without a name, and the operator console for operators", async () => {
    mockBackend({});
    const user = userEvent.setup();
    renderRoutes('/search', undefined, {
      session: fakeSession({ user: { ...CUSTOMER_USER, name: '', firstName: '', role: 'operator' } }),
    });
    await user.click(await screen.findByRole('button', { name: /My Account/ }));
    expect(screen.getByRole('link', { name: 'Operator Console' }).getAttribute('href')).toBe('/operator');
  });
});
