import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../../shared/messages';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../../../shared/schemas/provider-settings';
import { mockBackend } from '../../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from './provider-profile-fixture';
import { apiRoute, apiUrl } from '../../../testing/api-url';
import { SCREEN_MESSAGES } from '../../../lib/screen-messages';

const SAVED = { ...PROVIDER_PROFILE, updatedAt: '2026-11-21T10:00:00.000Z' };

function renderProfile(api: Parameters<typeof mockBackend>[0] = {}, session = PROVIDER_SESSION()) {
  const backend = mockBackend({ [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE }, ...api });
  const view = renderRoutes('/provider/profile', undefined, { session });
  return { ...backend, ...view };
}

const putBody = (calls: ReturnType<typeof mockBackend>['calls']) => calls.filter((call) => call.method === 'PUT').at(-1)?.body;

describe('ProviderProfilePage', () => {
  it('shows the business, contact, address and service areas, with the e-mail read-only', async () => {
    renderProfile();
    expect(((await screen.findByLabelText('Business name', undefined, { timeout: 5000 })) as HTMLInputElement).value).toBe('Whitfield Waste Services');
    expect((screen.getByLabelText('EIN (optional)') as HTMLInputElement).value).toBe('12-3456789');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('img', { name: 'Whitfield Waste Services logo' }).getAttribute('src')).toBe(PROVIDER_PROFILE.logoUrl);
    const areas = screen.getByRole('region', { name: 'Service areas' });
    expect(areas.textContent).toContain('43215, 43004');
    expect(areas.textContent).toContain('25 miles');
    expect(within(areas).getByRole('link', { name: 'Edit service areas' }).getAttribute('href')).toBe('/provider/service-areas');
  });

  it('validates the required fields, saves, and shows the banner for 3 seconds', async () => {
    const { calls } = renderProfile({ [apiRoute('updateProviderProfile')]: { status: 200, body: SAVED } });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone', undefined, { timeout: 5000 });
    await user.clear(phone);
    await user.clear(screen.getByLabelText('Street address'));
    await user.clear(screen.getByLabelText('EIN (optional)'));
    await user.type(screen.getByLabelText('EIN (optional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Phone number is required').getAttribute('role')).toBe('alert');
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.getByText('EIN must look like XX-XXXXXXX')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(phone, '614-555-0199');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.clear(screen.getByLabelText('EIN (optional)'));
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'Whitfield Hauling');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(MESSAGES.profileSaved)).toBeTruthy();
      expect(putBody(calls)).toEqual({
        businessName: 'Whitfield Hauling',
        name: 'Dana Whitfield',
        phone: '6145550199',
        address: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
        expectedUpdatedAt: PROVIDER_PROFILE.updatedAt,
      });
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText(MESSAGES.profileSaved)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when saving failed', async () => {
    renderProfile({ [apiRoute('updateProviderProfile')]: { status: 500, body: { message: MESSAGES.internal } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe(MESSAGES.profileSaveFailed);
  });

  it('uploads a new logo through the presigned POST, then saves its key', async () => {
    const { calls, fetchMock } = renderProfile({
      [apiRoute('presignProviderLogoUpload')]: {
        status: 201,
        body: {
          key: 'media/provider-logos/p-1/new',
          url: 'http://localhost/uploads-bucket',
          fields: { key: 'media/provider-logos/p-1/new', Policy: 'p', 'Content-Type': 'image/png' },
          maxBytes: 5 * 1024 * 1024,
          expiresInSeconds: 300,
          logoUrl: '/media/provider-logos/p-1/new',
        },
      },
      'POST /uploads-bucket': { status: 204, body: null },
      [apiRoute('updateProviderProfile')]: { status: 200, body: { ...SAVED, logoUrl: '/media/provider-logos/p-1/new' } },
    });
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Upload new logo', undefined, { timeout: 5000 });
    const logo = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
    await user.upload(picker, logo);
    expect(screen.getByText('New logo: logo.png. It is uploaded when you save.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeTruthy();

    expect(calls.find((call) => call.url === apiUrl('presignProviderLogoUpload'))?.body).toEqual({ contentType: 'image/png', size: 2048 });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/uploads-bucket'))!;
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'Content-Type', 'file']);
    expect(form.get('file')).toBe(logo);
    expect(putBody(calls)).toMatchObject({ logoKey: 'media/provider-logos/p-1/new' });
    expect(screen.getByRole('img', { name: 'Whitfield Waste Services logo' }).getAttribute('src')).toBe('/media/provider-logos/p-1/new');
  });

  it('refuses a file that is not an image or is over 5 MB, and removes the logo on save', async () => {
    const { calls } = renderProfile({ [apiRoute('updateProviderProfile')]: { status: 200, body: { ...SAVED, logoUrl: undefined } } });
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Upload new logo', undefined, { timeout: 5000 });
    await user.upload(picker, new File(['%PDF'], 'insurance.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload an image file');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('File size should not exceed 5MB');

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('The logo will be removed when you save.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeTruthy();
    expect(putBody(calls)).toMatchObject({ removeLogo: true });
    expect(putBody(calls)).not.toHaveProperty('logoKey');
    expect(screen.getByText('No logo yet: search shows your initials.')).toBeTruthy();
  });

  it("shows the server's refusal to delete while rentals are open, then deletes, signs out and goes home", async () => {
    let refuse = true;
    const signOut = vi.fn(async () => undefined);
    const { router } = renderProfile(
      {
        [apiRoute('deleteProviderAccount')]: () =>
          refuse ? { status: 409, body: { message: PROVIDER_SETTINGS_MESSAGES.deleteBlockedByRentals } } : { status: 204, body: null },
      },
      fakeSession({ ...PROVIDER_SESSION(), signOut }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(dialog.textContent).toContain('A provider with active rentals must resolve them first');
    expect(dialog.textContent).toContain('You have 1 active rental.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo1234!');
    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PROVIDER_SETTINGS_MESSAGES.deleteBlockedByRentals);
    expect(signOut).not.toHaveBeenCalled();
    refuse = false;
    await user.click(confirm);
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
  });

  it('says deleting failed on any other error', async () => {
    renderProfile({ [apiRoute('deleteProviderAccount')]: { status: 500, body: { message: 'x' } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(MESSAGES.deleteAccountFailed)).toBeTruthy();
  });

  it('changes the password with the spec messages, and logs out to the home page', async () => {
    const changePassword = vi.fn(async () => undefined);
    const signOut = vi.fn(async () => undefined);
    const { router } = renderProfile({}, fakeSession({ ...PROVIDER_SESSION(), changePassword, signOut }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo1234!');
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
    expect(await within(dialog).findByText(SCREEN_MESSAGES.passwordUpdated)).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith('Demo1234!', 'NewPass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
  });
});
