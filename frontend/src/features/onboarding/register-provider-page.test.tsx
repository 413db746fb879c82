// fetch is mocked: the page's tabs, the "Contact Us" request and the access code check.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, tooManyRequestsMessage } from '../../../../shared/messages';
import { mockBackend } from '../../testing/cognito-fetch';
import { mockResponse } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';
import { REQUEST_NOTICE_MS } from './contact-request-form';
import { apiRoute, apiUrl, isApiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

/** Inactive panels stay mounted (hidden); queries look inside the one that shows. */
const panel = () => within(screen.getByRole('tabpanel'));

async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(panel().getByLabelText('Business name'), 'Buckeye Bins');
  await user.type(panel().getByLabelText('Contact name'), 'Pat Hauler');
  await user.type(panel().getByLabelText('Email'), 'Pat@Example.com');
  await user.type(panel().getByLabelText('Phone'), '6145550100');
  await user.type(panel().getByLabelText('Message (optional)'), 'Ten roll-offs in Columbus.');
}

describe('Become a Provider page', () => {
  it('names itself, pitches to haulers, links to sign-in and opens on "Contact Us"', async () => {
    mockBackend({});
    renderRoutes('/register/provider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Provider' })).toBeTruthy();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toMatch(/^Become a Provider/));
    expect(screen.getByRole('heading', { name: 'Why haulers join' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/Already a provider\?/)).toBeTruthy();
    const contact = screen.getByRole('tab', { name: 'Contact Us' });
    expect(contact.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(contact.id);
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    mockBackend({});
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    const contact = await screen.findByRole('tab', { name: 'Contact Us' });
    const code = screen.getByRole('tab', { name: 'I Have an Access Code' });
    expect(code.tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).not.toBe(code);
    contact.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('aria-selected')).toBe('true');
    expect(code.tabIndex).toBe(0);
    expect(panel().getByLabelText('Access code')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(contact);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(code);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(contact);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(code);
  });
});

describe('Contact Us', () => {
  it('checks the fields before sending', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    for (const message of ['Business name is required', 'Contact name is required', 'Email is required', 'Phone number is required']) {
      expect(panel().getByText(message).getAttribute('role')).toBe('alert');
    }
    expect(panel().getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => isApiUrl(call.url))).toHaveLength(0);
  });

  it('sends the request, shows the notice for 8 seconds and clears the form', async () => {
    const { calls } = mockBackend({
      [apiRoute('submitProviderRequest')]: { status: 201, body: { requestId: 'r-1', message: MESSAGES.providerRequestSubmitted } },
    });
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequest(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
      const notice = await screen.findByText(MESSAGES.providerRequestSubmitted);
      expect(notice.getAttribute('role')).toBe('status');
      expect(calls.find((call) => call.url === apiUrl('submitProviderRequest'))?.body).toEqual({
        businessName: 'Buckeye Bins',
        name: 'Pat Hauler',
        email: 'pat@example.com',
        phone: '6145550100',
        message: 'Ten roll-offs in Columbus.',
      });
      expect((panel().getByLabelText('Business name') as HTMLInputElement).value).toBe('');
      expect((panel().getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('');
      await act(async () => {
        vi.advanceTimersByTime(REQUEST_NOTICE_MS - 500);
      });
      expect(screen.getByText(MESSAGES.providerRequestSubmitted)).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
      expect(screen.queryByText(MESSAGES.providerRequestSubmitted)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Submitting..." while sending and shows the failure as an alert', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockBackend({});
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes(apiUrl('submitProviderRequest'))) {
        await gate;
        return mockResponse({ status: 500, body: { message: MESSAGES.internal } });
      }
      return original(input, init);
    });
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const sending = await screen.findByRole('button', { name: 'Submitting...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    expect((await screen.findByRole('alert')).textContent).toBe(SCREEN_MESSAGES.providerRequestFailed);
    // What was typed stays, so trying again is one click.
    expect((panel().getByLabelText('Business name') as HTMLInputElement).value).toBe('Buckeye Bins');
  });

  it("shows the server's wait message when the contact-request limit is reached (429)", async () => {
    mockBackend({ [apiRoute('submitProviderRequest')]: { status: 429, body: { message: tooManyRequestsMessage(1500) } } });
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait 25 minutes and try again.');
    expect((panel().getByLabelText('Business name') as HTMLInputElement).value).toBe('Buckeye Bins');
  });

  it("puts the server's field error on its field (400 with fieldErrors)", async () => {
    mockBackend({
      [apiRoute('submitProviderRequest')]: { status: 400, body: { message: MESSAGES.invalidRequest, fieldErrors: { email: 'This e-mail cannot receive our messages' } } },
    });
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await screen.findByRole('button', { name: 'Submit Request' });
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const message = await panel().findByText('This e-mail cannot receive our messages');
    const email = panel().getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(panel().getByText(SCREEN_MESSAGES.providerRequestFailed)).toBeTruthy();
  });
});

describe('I Have an Access Code', () => {
  async function openCodeTab() {
    const user = userEvent.setup();
    renderRoutes('/register/provider');
    await user.click(await screen.findByRole('tab', { name: 'I Have an Access Code' }));
    return user;
  }

  it('asks for a code when none is typed', async () => {
    const { calls } = mockBackend({});
    const user = await openCodeTab();
    await user.click(panel().getByRole('button', { name: 'Verify Code' }));
    expect(panel().getByText(MESSAGES.accessCodeRequired).getAttribute('role')).toBe('alert');
    expect(panel().getByLabelText('Access code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => isApiUrl(call.url))).toHaveLength(0);
  });

  it.each([
    ['unknown', { status: 404, body: { message: MESSAGES.accessCodeInvalid } }, MESSAGES.accessCodeInvalid],
    ['used', { status: 409, body: { message: MESSAGES.accessCodeUsed } }, MESSAGES.accessCodeUsed],
    ['expired', { status: 410, body: { message: MESSAGES.accessCodeExpired } }, MESSAGES.accessCodeExpired],
    ['failing', { status: 500, body: { message: MESSAGES.internal } }, SCREEN_MESSAGES.accessCodeLookupFailed],
  ])('says so for an %s code', async (_name, answer, message) => {
    const { calls } = mockBackend({ [apiRoute('checkAccessCode')]: answer });
    const user = await openCodeTab();
    await user.type(panel().getByLabelText('Access code'), 'abcd efgh-ijklmnop');
    await user.click(panel().getByRole('button', { name: 'Verify Code' }));
    expect((await panel().findByRole('alert')).textContent).toBe(message);
    expect(calls.some((call) => call.url === apiUrl('checkAccessCode', { code: 'ABCD-EFGH-IJKL-MNOP' }))).toBe(true);
    expect(panel().queryByRole('group', { name: 'Business information' })).toBeNull();
  });

  it('says so when the network is down', async () => {
    mockBackend({});
    const user = await openCodeTab();
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await user.type(panel().getByLabelText('Access code'), 'ABCD-EFGH-IJKL-MNOP');
    await user.click(panel().getByRole('button', { name: 'Verify Code' }));
    expect((await panel().findByRole('alert')).textContent).toBe(SCREEN_MESSAGES.accessCodeLookupFailed);
  });

  it('reads "Verifying Code" while checking, then opens registration with the e-mail and business filled in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockBackend({});
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes(apiUrl('checkAccessCode'))) {
        await gate;
        return mockResponse({ status: 200, body: { email: 'pat@example.com', businessName: 'Buckeye Bins' } });
      }
      return original(input, init);
    });
    const user = await openCodeTab();
    await user.type(panel().getByLabelText('Access code'), 'abcd-efgh-ijkl-mnop');
    await user.click(panel().getByRole('button', { name: 'Verify Code' }));
    expect(((await panel().findByRole('button', { name: 'Verifying Code' })) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await panel().findByRole('group', { name: 'Business information' })).toBeTruthy();
    expect(panel().getByText('ABCD-EFGH-IJKL-MNOP')).toBeTruthy();
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('pat@example.com');
    expect((panel().getByLabelText('Business name') as HTMLInputElement).value).toBe('Buckeye Bins');
    await user.click(panel().getByRole('button', { name: 'Use a different code' }));
    const input = panel().getByLabelText('Access code') as HTMLInputElement;
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(panel().queryByRole('group', { name: 'Business information' })).toBeNull();
  });

  it('opens on the code tab and checks the code from the e-mailed link', async () => {
    const { calls } = mockBackend({ [apiRoute('checkAccessCode')]: { status: 200, body: { email: 'pat@example.com' } } });
    renderRoutes('/register/provider?code=k7qf-3mzb-xw2d-9pla');
    expect((await screen.findByRole('tab', { name: 'I Have an Access Code' })).getAttribute('aria-selected')).toBe('true');
    expect(await panel().findByRole('group', { name: 'Business information' })).toBeTruthy();
    expect(panel().getByText('K7QF-3MZB-XW2D-9PLA')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith(apiUrl('checkAccessCode')))).toHaveLength(1);
    expect(calls.find((call) => call.url.startsWith(apiUrl('checkAccessCode')))?.authorization).toBeUndefined();
  });
});
