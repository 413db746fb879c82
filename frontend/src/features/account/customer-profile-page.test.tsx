// fetch is mocked (Cognito and the API, see testing/cognito-fetch) and the session is a fixed
// stand-in: the profile form, change-password and delete-account dialogs.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { CognitoError } from '../../lib/cognito-error';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const PROFILE = {
  customerId: 'c-1',
  email: 'dana@example.com',
  name: 'Dana Customer',
  phone: '6145550100',
  address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  createdAt: '2026-03-04T15:00:00.000Z',
  updatedAt: '2026-03-04T15:00:00.000Z',
};

describe('customer profile', () => {
  it('validates, saves and shows the saved notice for 3 seconds', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('updateCustomerProfile')]: { status: 200, body: { ...PROFILE, name: 'Dana C' } },
    });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your E-mail' })).getAllByText('dana@example.com').length).toBeGreaterThan(0);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required').getAttribute('role')).toBe('alert');
    await user.type(name, 'Dana C');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(MESSAGES.profileSaved)).toBeTruthy();
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Dana C', phone: '6145550100' });
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText(MESSAGES.profileSaved)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when saving failed', async () => {
    mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('updateCustomerProfile')]: { status: 500, body: { message: MESSAGES.internal } },
    });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.profileSaveFailed);
  });

  it('changes the password through the dialog, with the spec messages', async () => {
    mockBackend({ [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE } });
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(new CognitoError('NotAuthorizedException', 'Incorrect username or password.'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER, changePassword }) });
    const opener = await screen.findByRole('button', { name: 'Change Password' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'old-pass');
    await user.type(within(dialog).getByLabelText('New password'), 'abc');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(within(dialog).getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'NewPass1!');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'NewPass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText(SCREEN_MESSAGES.passwordUpdated)).toBeTruthy();
    expect(changePassword).toHaveBeenLastCalledWith('old-pass', 'NewPass1!');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes the account only once DELETE and the current password are typed; a wrong password is said on its field', async () => {
    let answer: 'wrong password' | 'failure' | 'deleted' = 'wrong password';
    const wrong = { message: MESSAGES.currentPasswordWrong, fieldErrors: { password: MESSAGES.currentPasswordWrong } };
    const { calls } = mockBackend({
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('deleteCustomerAccount')]: () =>
        answer === 'wrong password' ? { status: 400, body: wrong } : answer === 'failure' ? { status: 500, body: { message: 'x' } } : { status: 204, body: null },
    });
    const signOut = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const { router } = renderRoutes('/customer/profile', undefined, {
      session: fakeSession({ user: CUSTOMER_USER, signOut }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });
    const password = within(dialog).getByLabelText('Current password');
    expect([password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual(['password', 'current-password']);
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toMatch(/password you sign in with/);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    // The word alone is not enough: the password too.
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(password, 'Wrong-pass-1');
    await user.click(confirm);
    expect(await within(dialog).findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(signOut).not.toHaveBeenCalled();

    answer = 'failure';
    await user.clear(password);
    await user.type(password, 'Secret-pass-1');
    await user.click(confirm);
    expect(await within(dialog).findByText(MESSAGES.deleteAccountFailed)).toBeTruthy();
    answer = 'deleted';
    await user.click(confirm);
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
    const deletions = calls.filter((call) => call.method === 'DELETE');
    expect(deletions.map((call) => call.body)).toEqual([{ password: 'Wrong-pass-1' }, { password: 'Secret-pass-1' }, { password: 'Secret-pass-1' }]);
  });

  it('shows the password rule beneath the new password of the change dialog, linked to it', async () => {
    mockBackend({ [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE } });
    const user = userEvent.setup();
    renderRoutes('/customer/profile', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const newPassword = within(screen.getByRole('dialog', { name: 'Change Password' })).getByLabelText('New password');
    expect(document.getElementById(newPassword.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.passwordRule);
  });
});
