// The operator console's request triage and support queue, over HTTP against the local stack.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { providerRequestSchema } from '../../shared/schemas/onboarding';
import { operatorSupportTicketsResponseSchema, supportTicketSchema } from '../../shared/schemas/support';
import { api } from '../support/stack-client';
import { issueCode, operatorToken, submitProviderRequest } from './onboarding-support';
import { putSupportTicket } from './support-ticket-fixtures';

const review = (token: string, requestId: string, body: unknown) =>
  api(`/api/operator/provider-requests/${requestId}`, { method: 'PUT', token, body: JSON.stringify(body) });

describe('PUT /api/operator/provider-requests/{requestId}', () => {
  it('declines a request with notes, lists it under declined, and reopens it', async () => {
    const token = await operatorToken();
    const requestId = await submitProviderRequest();
    const declined = await review(token, requestId, { status: 'declined', notes: 'Outside our launch states.' });
    expect(declined.status).toBe(200);
    expect(providerRequestSchema.parse(await declined.json())).toMatchObject({
      requestId,
      status: 'declined',
      reviewed: true,
      accessCodeSent: false,
      notes: 'Outside our launch states.',
    });
    const listed = await (await api('/api/operator/provider-requests?status=declined&limit=50', { token })).json();
    expect(listed.requests.map((request: { requestId: string }) => request.requestId)).toContain(requestId);

    const reopened = await review(token, requestId, { status: 'pending' });
    expect(providerRequestSchema.parse(await reopened.json())).toMatchObject({ status: 'pending', notes: 'Outside our launch states.' });
  });

  it('refuses to decline a request whose code was already sent, and a request that does not exist', async () => {
    const token = await operatorToken();
    const requestId = await submitProviderRequest();
    await issueCode(token, requestId);
    const refused = await review(token, requestId, { status: 'declined' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: MESSAGES.providerRequestAlreadyApproved });

    const missing = await review(token, 'no-such-request', { status: 'declined' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: MESSAGES.providerRequestNotFound });
  });

  it('refuses a status other than pending or declined without writing', async () => {
    const token = await operatorToken();
    const requestId = await submitProviderRequest();
    const response = await review(token, requestId, { status: 'approved' });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty('status');
    const pending = await (await api('/api/operator/provider-requests?status=pending&limit=50', { token })).json();
    expect(pending.requests.find((request: { requestId: string }) => request.requestId === requestId)).toMatchObject({ reviewed: false });
  });
});

describe('operator support tickets', () => {
  it('lists tickets of one status newest first and moves a ticket through the statuses', async () => {
    const token = await operatorToken();
    const older = await putSupportTicket({ createdAt: new Date(Date.now() - 60_000).toISOString() });
    const newer = await putSupportTicket();
    const page = operatorSupportTicketsResponseSchema.parse(
      await (await api('/api/operator/support-tickets?status=new&limit=50', { token })).json(),
    );
    const ids = page.tickets.map((ticket) => ticket.ticketId);
    expect(ids.indexOf(newer.ticketId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.ticketId)).toBeLessThan(ids.indexOf(older.ticketId));
    expect(page.tickets.find((ticket) => ticket.ticketId === newer.ticketId)).toMatchObject({
      createdBy: null,
      orderId: null,
      identifierType: 'email',
      email: newer.email,
    });

    const moved = await api(`/api/operator/support-tickets/${older.ticketId}/status`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ status: 'resolved' }),
    });
    expect(moved.status).toBe(200);
    expect(supportTicketSchema.parse(await moved.json())).toMatchObject({ ticketId: older.ticketId, status: 'resolved' });
    const resolved = operatorSupportTicketsResponseSchema.parse(
      await (await api('/api/operator/support-tickets?status=resolved&limit=50', { token })).json(),
    );
    expect(resolved.tickets.map((ticket) => ticket.ticketId)).toContain(older.ticketId);
  });

  it('answers 404 for an unknown ticket and 400 for an unknown status', async () => {
    const token = await operatorToken();
    const missing = await api('/api/operator/support-tickets/no-such-ticket/status', {
      method: 'PUT',
      token,
      body: JSON.stringify({ status: 'resolved' }),
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: MESSAGES.supportTicketNotFound });
    const ticket = await putSupportTicket();
    const wrong = await api(`/api/operator/support-tickets/${ticket.ticketId}/status`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(wrong.status).toBe(400);
  });
});
