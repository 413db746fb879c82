// /support with fetch mocked: the assistant's option and free-text paths (replies after 0.5 s),
// the ticket form's rules, a successful and a failed ticket, and the signed-in prefill.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONTACT } from '../../../../shared/constants';
import { MESSAGES, tooManyRequestsMessage } from '../../../../shared/messages';
import { SUPPORT_TICKET_FIELD_MESSAGES } from '../../../../shared/schemas/support';
import { mockBackend } from '../../testing/cognito-fetch';
import type { MockAnswer } from '../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { BOT_REPLY_DELAY_MS, topicById } from './chat-script';
import { apiRoute, apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const DANA = fakeSession({
  user: { userId: 'c-1', name: 'Dana Customer', firstName: 'Dana', role: 'customer', email: 'dana@example.com' },
});

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    ticketId: 'T-1001',
    message: 'My dumpster is late',
    status: 'new',
    createdBy: null,
    identifierType: 'orderId',
    orderId: 'R-123',
    email: null,
    createdAt: '2026-11-23T14:00:00.000Z',
    updatedAt: '2026-11-23T14:00:00.000Z',
    receiptSent: false,
    ...overrides,
  };
}

function open(api: Record<string, MockAnswer> = {}, session = fakeSession()) {
  const backend = mockBackend(api);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderRoutes('/support', undefined, { session });
  return { ...backend, ...view, user };
}

const log = () => screen.getByRole('log', { name: 'Conversation with the support assistant' });
const lastBotLine = () => {
  const bubbles = log().querySelectorAll('.chat-msg--bot .chat-msg__bubble');
  return bubbles[bubbles.length - 1]?.textContent ?? '';
};
const ticketForm = () => screen.getByRole('form', { name: 'Submit a support ticket' });
const submitButton = () => within(ticketForm()).getByRole('button', { name: /Submit Ticket|Submitting/ }) as HTMLButtonElement;
const replyArrives = () => act(async () => void vi.advanceTimersByTime(BOT_REPLY_DELAY_MS));

async function openTicketForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Submit Ticket' }));
  await replyArrives();
  return ticketForm();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SupportPage', () => {
  it('shows the contact cards from SITE_CONTACT, and the live-chat link focuses the chat', async () => {
    const { user } = open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('24/7 Customer Support');
    const call = screen.getByRole('link', { name: `Call ${SITE_CONTACT.phone}` });
    expect(call.getAttribute('href')).toBe(SITE_CONTACT.phoneHref);
    expect(screen.getByRole('link', { name: `E-mail ${SITE_CONTACT.email}` }).getAttribute('href')).toBe(
      `mailto:${SITE_CONTACT.email}`,
    );
    expect(screen.getByText('Our support line is open 24/7.')).toBeTruthy();
    expect(screen.getAllByText(/We reply within 24 hours\./).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: 'Start a live chat' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Type your question'));
  });

  it('answers a picked option after half a second, with a typing indicator meanwhile', async () => {
    const { user } = open();
    await screen.findByRole('button', { name: 'Pricing and sizes' });
    expect(lastBotLine()).toMatch(/support assistant/);
    await user.click(screen.getByRole('button', { name: 'Pricing and sizes' }));
    expect(log().textContent).toContain('You: Pricing and sizes');
    expect(screen.getByText('Assistant is typing...')).toBeTruthy();
    expect(lastBotLine()).not.toContain(topicById('pricing').answer);
    // Focus stays in the chat (the picked option is gone): on the question field.
    expect(document.activeElement).toBe(screen.getByLabelText('Type your question'));

    await act(async () => void vi.advanceTimersByTime(BOT_REPLY_DELAY_MS - 100));
    expect(lastBotLine()).not.toContain(topicById('pricing').answer);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(lastBotLine()).toBe(`Assistant: ${topicById('pricing').answer}`);
    expect(screen.queryByText('Assistant is typing...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Main Menu' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Main Menu' }));
    await replyArrives();
    expect(screen.getByRole('button', { name: 'Delivery and pickup' })).toBeTruthy();
  });

  it('matches typed questions to a topic by keywords, else offers the menu again', async () => {
    const { user } = open();
    const input = (await screen.findByLabelText('Type your question')) as HTMLInputElement;
    await user.type(input, 'When will my dumpster arrive?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(log().textContent).toContain('You: When will my dumpster arrive?');
    await replyArrives();
    expect(lastBotLine()).toBe(`Assistant: ${topicById('delivery').answer}`);

    await user.type(input, 'blorp{Enter}');
    await replyArrives();
    expect(lastBotLine()).toMatch(/didn't catch that/);
    expect(screen.getByRole('button', { name: 'Track or change an order' })).toBeTruthy();
  });

  it('opens the ticket form from Submit Ticket and keeps Submit disabled until it is valid', async () => {
    const { user, calls } = open();
    const form = await openTicketForm(user);
    const message = within(form).getByLabelText('How can we help?') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(message);
    expect(submitButton().disabled).toBe(true);
    expect(form.textContent).toContain(SUPPORT_TICKET_FIELD_MESSAGES.messageRequired);

    await user.type(message, 'My dumpster is late');
    await user.click(within(form).getByRole('radio', { name: 'About an order' }));
    const orderId = within(form).getByLabelText('Your order number') as HTMLInputElement;
    await user.type(orderId, 'R 123');
    expect(submitButton().disabled).toBe(true);
    expect(orderId.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(SUPPORT_TICKET_FIELD_MESSAGES.orderIdInvalid);
    expect(submitButton().getAttribute('aria-describedby')).toBeTruthy();

    await user.clear(orderId);
    await user.type(orderId, 'R-123');
    // About an order, an e-mail to reply to is still needed.
    expect(submitButton().disabled).toBe(true);
    expect(form.textContent).toContain(SUPPORT_TICKET_FIELD_MESSAGES.emailRequired);

    await user.click(within(form).getByRole('radio', { name: 'Something else' }));
    expect(within(form).queryByLabelText('Your order number')).toBeNull();
    const email = within(form).getByLabelText('Your e-mail address') as HTMLInputElement;
    expect(email.value).toBe('');
    await user.type(email, 'dana@example');
    expect(submitButton().disabled).toBe(true);
    expect(within(form).getByRole('alert').textContent).toBe(SUPPORT_TICKET_FIELD_MESSAGES.emailInvalid);
    await user.type(email, '.com');
    expect(submitButton().disabled).toBe(false);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the ticket with the schema field names and the assistant confirms it', async () => {
    const { user, calls } = open({ [apiRoute('createSupportTicket')]: () => ({ status: 201, body: ticket() }) });
    const form = await openTicketForm(user);
    await user.type(within(form).getByLabelText('How can we help?'), '  My dumpster is late  ');
    await user.click(within(form).getByRole('radio', { name: 'About an order' }));
    await user.type(within(form).getByLabelText('Your order number'), 'R-123');
    await user.type(within(form).getByLabelText('Your e-mail address'), 'dana@example.com');
    await user.click(submitButton());

    expect(await screen.findByText(/Your ticket number is T-1001/)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(apiUrl('createSupportTicket'));
    expect(post?.body).toEqual({ identifierType: 'orderId', message: 'My dumpster is late', orderId: 'R-123', email: 'dana@example.com' });
    expect(post?.authorization).toBeUndefined();
    expect(lastBotLine()).toContain('within 24 hours');
    // A visitor gets no receipt (the server sends none to a typed address): the number is theirs to keep.
    expect(lastBotLine()).not.toMatch(/receipt|e-mailed/i);
    expect(lastBotLine()).toContain('keep it');
    expect(screen.queryByRole('form', { name: 'Submit a support ticket' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Type your question'));
  });

  it("keeps the form open with the server's refusal on the order number field", async () => {
    const { user } = open({
      [apiRoute('createSupportTicket')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { orderId: SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound } },
      },
    });
    const form = await openTicketForm(user);
    await user.type(within(form).getByLabelText('How can we help?'), 'My dumpster is late');
    await user.click(within(form).getByRole('radio', { name: 'About an order' }));
    const orderId = within(form).getByLabelText('Your order number');
    await user.type(orderId, 'R-999');
    await user.type(within(form).getByLabelText('Your e-mail address'), 'dana@example.com');
    await user.click(submitButton());

    const error = await within(form).findByText(SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound);
    expect(orderId.getAttribute('aria-invalid')).toBe('true');
    expect(orderId.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(orderId);
    expect(lastBotLine()).not.toContain(SCREEN_MESSAGES.supportTicketFailed);
    // Typing a corrected number clears the server's message.
    await user.type(orderId, '0');
    expect(within(form).queryByText(SUPPORT_TICKET_FIELD_MESSAGES.orderNotFound)).toBeNull();
  });

  it('shows progress while the ticket is sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const backend = mockBackend({});
    const fetchMock = backend.fetchMock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      await gate;
      return original(input, init);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes('/support', undefined, { session: fakeSession() });
    const form = await openTicketForm(user);
    await user.type(within(form).getByLabelText('How can we help?'), 'Hello');
    await user.type(within(form).getByLabelText('Your e-mail address'), 'a@b.co');
    // The form promises a reply at the address, not a receipt (none is sent to a typed address).
    expect(within(form).getByText('Our support team replies to this address.')).toBeTruthy();
    expect(within(form).queryByText(/receipt/i)).toBeNull();
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().disabled).toBe(true);
    expect(within(form).getByRole('status').textContent).toContain('Sending your ticket');
    await act(async () => release());
    expect(await screen.findByText(SCREEN_MESSAGES.supportTicketFailed, { exact: false })).toBeTruthy();
  });

  it("says the spec's failure reply with Try Again, Call Support Line and Main Menu", async () => {
    const { user } = open({ [apiRoute('createSupportTicket')]: { status: 500, body: { message: MESSAGES.internal } } });
    const form = await openTicketForm(user);
    await user.type(within(form).getByLabelText('How can we help?'), 'Where is my refund?');
    await user.type(within(form).getByLabelText('Your e-mail address'), 'sam@example.com');
    await user.click(submitButton());

    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    expect(lastBotLine()).toBe(`Assistant: ${SCREEN_MESSAGES.supportTicketFailed}`);
    expect(document.activeElement).toBe(tryAgain);
    expect(screen.getByRole('link', { name: 'Call Support Line' }).getAttribute('href')).toBe(SITE_CONTACT.phoneHref);
    expect(screen.getByRole('button', { name: 'Main Menu' })).toBeTruthy();

    // Try Again reopens the form as it was.
    await user.click(tryAgain);
    await replyArrives();
    expect((within(ticketForm()).getByLabelText('How can we help?') as HTMLTextAreaElement).value).toBe('Where is my refund?');
    expect((within(ticketForm()).getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('says how long to wait when the ticket limit is reached (429), with Try Again', async () => {
    const { user } = open({ [apiRoute('createSupportTicket')]: { status: 429, body: { message: tooManyRequestsMessage(45) } } });
    const form = await openTicketForm(user);
    await user.type(within(form).getByLabelText('How can we help?'), 'Where is my refund?');
    await user.type(within(form).getByLabelText('Your e-mail address'), 'sam@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(lastBotLine()).toBe('Assistant: Too many requests. Please wait a minute and try again.');
  });

  it('prefills the account e-mail when signed in and sends it with the token', async () => {
    const { user, calls } = open(
      {
        [apiRoute('createSupportTicket')]: {
          status: 201,
          body: ticket({ ticketId: 'T-2002', createdBy: 'c-1', identifierType: 'email', orderId: null, email: 'dana@example.com', receiptSent: true }),
        },
      },
      DANA,
    );
    const form = await openTicketForm(user);
    expect((within(form).getByRole('radio', { name: 'Something else' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('dana@example.com');
    await user.type(within(form).getByLabelText('How can we help?'), 'Please call me back');
    await user.click(submitButton());
    expect(await screen.findByText(/Your ticket number is T-2002/)).toBeTruthy();
    // The server e-mailed a receipt to the account address: only then does the assistant say so.
    expect(lastBotLine()).toContain('We have e-mailed a receipt with this number to your account address.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      identifierType: 'email',
      message: 'Please call me back',
      email: 'dana@example.com',
    });
  });

  it("prefills a customer's profile e-mail when the session has none (access tokens carry no e-mail)", async () => {
    const session = fakeSession({ user: { userId: 'c-1', name: 'Dana Customer', firstName: 'Dana', role: 'customer', email: '' } });
    const { user } = open(
      {
        [apiRoute('getCustomerProfile')]: {
          status: 200,
          body: {
            customerId: 'c-1',
            email: 'dana@example.com',
            name: 'Dana Customer',
            phone: '6145550101',
            address: { street: '1 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
      session,
    );
    const form = await openTicketForm(user);
    await vi.waitFor(() =>
      expect((within(form).getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('dana@example.com'),
    );
  });

  it('opens and closes the five FAQ answers', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    const toggles = screen.getAllByRole('button', { expanded: false }).filter((button) =>
      button.classList.contains('support-faq__toggle'),
    );
    expect(toggles).toHaveLength(5);
    const first = toggles[0]!;
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain('24 hours');
    await user.click(first);
    expect(answer.hidden).toBe(true);
  });
});
