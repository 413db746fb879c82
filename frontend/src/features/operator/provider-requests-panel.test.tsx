// The operator console's provider request inbox: listing by status, issuing an access code,
// declining with notes, reopening, and the error state. fetch is mocked (testing/cognito-fetch).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { ISSUED_CODE, OPERATOR_USER, providerRequest } from './operator-test-data';
import { apiRoute, apiUrl } from '../../testing/api-url';


function renderConsole(url = '/operator') {
  return renderRoutes(url, undefined, { session: fakeSession({ user: OPERATOR_USER }) });
}

describe('operator console: provider requests', () => {
  it('lists pending requests and asks for another status from the filter', async () => {
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: { status: 200, body: { requests: [providerRequest()], nextCursor: null } },
      [apiRoute('listProviderRequests', { status: 'approved' })]: { status: 200, body: { requests: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    const { router } = renderConsole();

    const card = (await screen.findByRole('heading', { name: 'Hilltop Hauling' })).closest('li')!;
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toMatch(/^Operator Console/));
    expect(screen.getByRole('tab', { name: 'Provider requests' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('Harriet Hill')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'harriet@hilltop.example' }).getAttribute('href')).toBe(
      'mailto:harriet@hilltop.example',
    );
    expect(within(card).getByRole('link', { name: '(614) 555-0177' }).getAttribute('href')).toBe('tel:+16145550177');
    expect(within(card).getByText('We run 12 roll-offs around Columbus.')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listProviderRequests', { status: 'pending', limit: '20' }));

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByText('No approved requests.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listProviderRequests', { status: 'approved', limit: '20' }));
    expect(screen.getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?tab=requests&status=approved');
  });

  it('searches on the server once the typing stops, starting the list again, and says when nothing matches', async () => {
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending', search: 'riverside' })]: {
        status: 200,
        body: { requests: [providerRequest({ requestId: 'req-2', businessName: 'Riverside Roll-Offs' })], nextCursor: null },
      },
      [apiRoute('listProviderRequests', { status: 'pending', search: 'nobody' })]: { status: 200, body: { requests: [], nextCursor: null } },
      [apiRoute('listProviderRequests', { status: 'pending' })]: { status: 200, body: { requests: [providerRequest()], nextCursor: 'page-2' } },
    });
    const user = userEvent.setup();
    renderConsole();
    await screen.findByRole('heading', { name: 'Hilltop Hauling' });
    await user.type(screen.getByLabelText('Search provider requests'), 'riverside');
    expect(await screen.findByRole('heading', { name: 'Riverside Roll-Offs' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hilltop Hauling' })).toBeNull();
    expect(calls.filter((call) => call.url.includes('search=')).map((call) => call.url)).toEqual([
      apiUrl('listProviderRequests', { status: 'pending', search: 'riverside', limit: '20' }),
    ]);
    await user.clear(screen.getByLabelText('Search provider requests'));
    await user.type(screen.getByLabelText('Search provider requests'), 'nobody');
    expect(await screen.findByText('No provider requests match your search.')).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending', limit: '20', cursor: 'page-2' })]: {
        status: 200,
        body: { requests: [providerRequest({ requestId: 'req-2', businessName: 'Riverside Roll-Offs' })], nextCursor: null },
      },
      [apiRoute('listProviderRequests', { status: 'pending' })]: { status: 200, body: { requests: [providerRequest()], nextCursor: 'page-2' } },
    });
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Load more provider requests' }));
    expect(await screen.findByRole('heading', { name: 'Riverside Roll-Offs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hilltop Hauling' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listProviderRequests', { status: 'pending', limit: '20', cursor: 'page-2' }));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('issues an access code after confirming, and shows the code, its expiry and link', async () => {
    let issued = false;
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: () => ({
        status: 200,
        body: { requests: issued ? [] : [providerRequest()], nextCursor: null },
      }),
      [apiRoute('issueAccessCode', { requestId: 'req-1' })]: () => {
        issued = true;
        return { status: 201, body: ISSUED_CODE };
      },
    });
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Issue access code for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue access code' });
    expect(within(dialog).getByText(/valid for 14 days/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Issue and e-mail code' }));

    const result = await screen.findByRole('dialog', { name: 'Access code issued' });
    expect(within(result).getByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(within(result).getByText(/We e-mailed it to/).textContent).toBe(
      'Access code issued for Hilltop Hauling. We e-mailed it to harriet@hilltop.example.',
    );
    const link = within(result).getByRole('link', { name: /register\/provider\?code=ABCD-EFGH-JKLM/ });
    expect(link.getAttribute('href')).toBe(ISSUED_CODE.registrationUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(result).getByText(/\(single use\)/)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(apiUrl('issueAccessCode', { requestId: 'req-1' }));
    expect(post?.body).toBeUndefined();

    await user.click(within(result).getByRole('button', { name: 'Copy access code' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKLM');
    expect(within(result).getByText('Copied')).toBeTruthy();

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No pending requests.')).toBeTruthy();
    expect(screen.getByText(/for Hilltop Hauling was e-mailed to harriet@hilltop.example/)).toBeTruthy();
  });

  it('keeps the dialog open with the error when issuing fails', async () => {
    mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: { status: 200, body: { requests: [providerRequest()], nextCursor: null } },
      [apiRoute('issueAccessCode', { requestId: 'req-1' })]: { status: 404, body: { message: 'Provider request not found' } },
    });
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Issue access code for Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue access code' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue and e-mail code' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Provider request not found');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declines a request with notes', async () => {
    let declined = false;
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: () => ({ status: 200, body: { requests: declined ? [] : [providerRequest()], nextCursor: null } }),
      [apiRoute('reviewProviderRequest', { requestId: 'req-1' })]: () => {
        declined = true;
        return { status: 200, body: providerRequest({ status: 'declined', reviewed: true, notes: 'Outside our area' }) };
      },
    });
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Decline request from Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline request' });
    await user.type(within(dialog).getByLabelText('Notes (optional)'), '  Outside our area ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'declined', notes: 'Outside our area' });
    expect(await screen.findByText('The request from Hilltop Hauling was declined.')).toBeTruthy();
  });

  it('keeps the decline dialog open with the conflict when a code was sent meanwhile', async () => {
    mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: { status: 200, body: { requests: [providerRequest({ notes: 'Call back' })], nextCursor: null } },
      [apiRoute('reviewProviderRequest', { requestId: 'req-1' })]: { status: 409, body: { message: MESSAGES.providerRequestAlreadyApproved } },
    });
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Decline request from Hilltop Hauling' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline request' });
    expect((within(dialog).getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe('Call back');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.providerRequestAlreadyApproved);
  });

  it('reopens a declined request', async () => {
    const { calls } = mockBackend({
      [apiRoute('listProviderRequests', { status: 'declined' })]: {
        status: 200,
        body: { requests: [providerRequest({ status: 'declined', reviewed: true, notes: 'Outside our area' })], nextCursor: null },
      },
      [apiRoute('reviewProviderRequest', { requestId: 'req-1' })]: { status: 200, body: providerRequest() },
    });
    const user = userEvent.setup();
    renderConsole('/operator?tab=requests&status=declined');
    expect(await screen.findByText('Outside our area')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Issue access code/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reopen request from Hilltop Hauling' }));
    expect(await screen.findByText('The request from Hilltop Hauling is pending again.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'pending' });
  });

  it('offers a new code for an approved request', async () => {
    mockBackend({
      [apiRoute('listProviderRequests', { status: 'approved' })]: {
        status: 200,
        body: { requests: [providerRequest({ status: 'approved', reviewed: true, accessCodeSent: true })], nextCursor: null },
      },
    });
    const user = userEvent.setup();
    renderConsole('/operator?status=approved');
    await user.click(await screen.findByRole('button', { name: 'Re-issue access code for Hilltop Hauling' }));
    expect(within(screen.getByRole('dialog')).getByText(/A code was sent for this request before/)).toBeTruthy();
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    let fail = true;
    mockBackend({
      [apiRoute('listProviderRequests', { status: 'pending' })]: () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : { status: 200, body: { requests: [providerRequest()], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderConsole();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the provider requests.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hilltop Hauling' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
