// The operator console's provider list: rows, the document links and verification.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { OPERATOR_USER, PROVIDER_DOCUMENTS, providerProfile } from './operator-test-data';
import { apiRoute, apiUrl } from '../../testing/api-url';


function renderProviders() {
  return renderRoutes('/operator?tab=providers', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
}

describe('operator console: providers', () => {
  it('lists providers with their location, ZIPs and verification', async () => {
    const { calls } = mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: {
        status: 200,
        body: {
          providers: [
            providerProfile(),
            providerProfile({
              providerId: 'p-buckeye',
              businessName: 'Buckeye Bin Rentals',
              isVerified: true,
              address: { street: '2 Oak St', city: 'Dublin', state: 'OH', zipCode: '43017' },
              documents: { verified: true, verificationNotes: 'Insurance valid to 2027' },
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderProviders();
    const hilltop = (await screen.findByRole('rowheader', { name: 'Hilltop Hauling' })).closest('tr')!;
    expect(screen.getByRole('tab', { name: 'Providers' }).getAttribute('aria-selected')).toBe('true');
    expect(within(hilltop).getByText('Columbus, OH')).toBeTruthy();
    expect(within(hilltop).getByText('43215, 43201')).toBeTruthy();
    expect(within(hilltop).getByText('Not verified')).toBeTruthy();
    expect(within(hilltop).getByRole('link', { name: 'harriet@hilltop.example' })).toBeTruthy();
    expect(within(hilltop).getByRole('button', { name: 'Verify Hilltop Hauling' })).toBeTruthy();

    const buckeye = screen.getByRole('rowheader', { name: 'Buckeye Bin Rentals' }).closest('tr')!;
    expect(within(buckeye).getByText('Verified')).toBeTruthy();
    expect(within(buckeye).getByText('Insurance valid to 2027')).toBeTruthy();
    expect(within(buckeye).getByRole('button', { name: 'Remove verification for Buckeye Bin Rentals' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listProviders', { limit: '20' }));
  });

  it('fetches document links on demand and opens them in a new tab', async () => {
    let fetches = 0;
    const { calls } = mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: { status: 200, body: { providers: [providerProfile()], nextCursor: null } },
      [apiRoute('getProviderDocuments', { providerId: 'p-hilltop' })]: () => {
        fetches++;
        return { status: 200, body: PROVIDER_DOCUMENTS };
      },
    });
    const user = userEvent.setup();
    renderProviders();
    await screen.findByRole('rowheader', { name: 'Hilltop Hauling' });
    expect(calls.some((call) => call.url.endsWith('/documents'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'View documents for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Documents of Hilltop Hauling' });
    const insurance = await within(dialog).findByRole('link', { name: /Open insurance certificate/ });
    expect(insurance.getAttribute('href')).toBe(PROVIDER_DOCUMENTS.insurance!.url);
    expect(insurance.getAttribute('target')).toBe('_blank');
    expect(insurance.getAttribute('rel')).toContain('noopener');
    const license = within(dialog).getByRole('link', { name: /Open driver's license/ });
    expect(license.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByText('For security these links expire in 5 minutes.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Get new links' }));
    await waitFor(() => expect(fetches).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a document was not uploaded', async () => {
    mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: { status: 200, body: { providers: [providerProfile()], nextCursor: null } },
      [apiRoute('getProviderDocuments', { providerId: 'p-hilltop' })]: { status: 200, body: { ...PROVIDER_DOCUMENTS, license: null } },
    });
    const user = userEvent.setup();
    renderProviders();
    await user.click(await screen.findByRole('button', { name: 'View documents for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Not uploaded')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /driver's license/ })).toBeNull();
  });

  it('gives no upload date when neither document was uploaded', async () => {
    mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: { status: 200, body: { providers: [providerProfile()], nextCursor: null } },
      [apiRoute('getProviderDocuments', { providerId: 'p-hilltop' })]: { status: 200, body: { ...PROVIDER_DOCUMENTS, insurance: null, license: null } },
    });
    const user = userEvent.setup();
    renderProviders();
    await user.click(await screen.findByRole('button', { name: 'View documents for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findAllByText('Not uploaded')).toHaveLength(2);
    expect(within(dialog).queryByText(/^Uploaded/)).toBeNull();
  });

  it('verifies a provider with notes and refreshes the list', async () => {
    let verified = false;
    const { calls } = mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: () => ({
        status: 200,
        body: {
          providers: [
            providerProfile(verified ? { isVerified: true, documents: { verified: true, verificationNotes: 'Checked' } } : {}),
          ],
          nextCursor: null,
        },
      }),
      [apiRoute('verifyProvider', { providerId: 'p-hilltop' })]: () => {
        verified = true;
        return {
          status: 200,
          body: providerProfile({ isVerified: true, documents: { verified: true, verificationNotes: 'Checked' } }),
        };
      },
    });
    const user = userEvent.setup();
    renderProviders();
    await user.click(await screen.findByRole('button', { name: 'Verify Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Hilltop Hauling' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Checked');
    await user.click(within(dialog).getByRole('button', { name: 'Verify provider' }));

    expect(await screen.findByText('Hilltop Hauling is now verified.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ verified: true, notes: 'Checked' });
    const row = screen.getByRole('rowheader', { name: 'Hilltop Hauling' }).closest('tr')!;
    expect(within(row).getByText('Verified')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove verification for Hilltop Hauling' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith(apiUrl('listProviders', { limit: '20' })))).toHaveLength(2);
  });

  it('shows the error of a refused verification in the dialog', async () => {
    mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: {
        status: 200,
        body: { providers: [providerProfile({ isVerified: true, documents: { verified: true, verificationNotes: 'Old' } })], nextCursor: null },
      },
      [apiRoute('verifyProvider', { providerId: 'p-hilltop' })]: {
        status: 409,
        body: { message: 'The provider changed meanwhile. Please reload and try again.' },
      },
    });
    const user = userEvent.setup();
    renderProviders();
    await user.click(await screen.findByRole('button', { name: 'Remove verification for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove verification for Hilltop Hauling' });
    expect((within(dialog).getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe('Old');
    await user.click(within(dialog).getByRole('button', { name: 'Remove verification' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The provider changed meanwhile. Please reload and try again.',
    );
  });

  it("puts the server's field error on the notes (400 with fieldErrors)", async () => {
    mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: { status: 200, body: { providers: [providerProfile()], nextCursor: null } },
      [apiRoute('verifyProvider', { providerId: 'p-hilltop' })]: {
        status: 400,
        body: { message: 'Some of the information sent is not valid.', fieldErrors: { notes: 'Notes must not name a card number' } },
      },
    });
    const user = userEvent.setup();
    renderProviders();
    await user.click(await screen.findByRole('button', { name: 'Verify Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Hilltop Hauling' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Card 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Verify provider' }));
    const message = await within(dialog).findByText('Notes must not name a card number');
    const notes = within(dialog).getByLabelText('Notes (optional)');
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(notes.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(dialog).getByText('Some of the information sent is not valid.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(notes));
  });

  it('shows an error with Try again, then the empty state', async () => {
    let fail = true;
    mockBackend({
      [apiRoute('listProviders', { limit: '20' })]: () =>
        fail ? { status: 500, body: { message: 'Something went wrong.' } } : { status: 200, body: { providers: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderProviders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the providers.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No providers yet.')).toBeTruthy();
  });
});
