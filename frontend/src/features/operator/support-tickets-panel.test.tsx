// The operator console's support queue: the empty state, listing and moving a ticket on.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { OPERATOR_USER, supportTicket } from './operator-test-data';
import { apiRoute, apiUrl } from '../../testing/api-url';


function renderTickets(query = 'tab=tickets') {
  return renderRoutes(`/operator?${query}`, undefined, { session: fakeSession({ user: OPERATOR_USER }) });
}

describe('operator console: support tickets', () => {
  it('says when there are no new tickets', async () => {
    const { calls } = mockBackend({ [apiRoute('listSupportTickets', { status: 'new' })]: { status: 200, body: { tickets: [], nextCursor: null } } });
    renderTickets();
    expect(await screen.findByText('No new tickets.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Support tickets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'New' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.url)).toContain(apiUrl('listSupportTickets', { status: 'new', limit: '20' }));
  });

  it('shows who wrote a ticket and moves it to another status', async () => {
    let moved = false;
    const { calls } = mockBackend({
      [apiRoute('listSupportTickets', { status: 'in_progress' })]: () => ({
        status: 200,
        body: {
          tickets: moved
            ? []
            : [
                supportTicket(),
                supportTicket({
                  ticketId: 't-2',
                  identifierType: 'orderId',
                  orderId: 'a1b2c3d4',
                  email: null,
                  createdBy: null,
                  message: 'Can I extend my rental?',
                }),
              ],
          nextCursor: null,
        },
      }),
      [apiRoute('updateSupportTicketStatus', { ticketId: 't-1' })]: () => {
        moved = true;
        return { status: 200, body: supportTicket({ status: 'resolved' }) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderTickets('tab=tickets&status=in_progress');

    const first = (await screen.findByRole('heading', { name: 'dana@example.com' })).closest('li')!;
    expect(within(first).getByText('My dumpster was not picked up.')).toBeTruthy();
    expect(within(first).getByText('c-1')).toBeTruthy();
    expect(within(first).getByText('In progress')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Order a1b2c3d4' }).closest('li')!;
    expect(within(second).getByText('Not signed in')).toBeTruthy();
    expect(within(second).getByText('Can I extend my rental?')).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Move ticket from dana@example.com to Resolved' }));
    expect(await screen.findByText('The ticket from dana@example.com moved to Resolved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: apiUrl('updateSupportTicketStatus', { ticketId: 't-1' }),
      body: { status: 'resolved' },
    });
    expect(await screen.findByText('No tickets in progress.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=tickets&status=in_progress');
  });

  it('says inline when a ticket could not be moved', async () => {
    mockBackend({
      [apiRoute('listSupportTickets', { status: 'new' })]: { status: 200, body: { tickets: [supportTicket({ status: 'new' })], nextCursor: null } },
      [apiRoute('updateSupportTicketStatus', { ticketId: 't-1' })]: { status: 404, body: { message: 'Support ticket not found' } },
    });
    const user = userEvent.setup();
    renderTickets();
    await user.click(await screen.findByRole('button', { name: 'Move ticket from dana@example.com to In progress' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Support ticket not found');
  });
});
