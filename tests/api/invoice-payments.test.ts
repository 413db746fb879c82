// Paying a provider's invoice by its pay link, through the local payment sandbox as through Stripe:
// the amount is the invoice's, the webhook marks it paid exactly once, the payer's return confirms
// it, and a link with the wrong key, a draft, a paid or a cancelled invoice cannot be paid. A payment
// that arrives for an invoice edited, paid otherwise or cancelled since its payment page opened is
// refunded in full exactly once, recorded on the invoice and told to the payer and the provider;
// such a change expires the open payment page in the first place.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { payableInvoiceSchema, invoiceCheckoutSchema, invoicePaymentConfirmationSchema } from '../../shared/invoice-payment';
import { FINANCIAL_MESSAGES, invoiceSchema, type Invoice } from '../../shared/schemas/financials';
import { api } from '../support/stack-client';
import { deliver, payWithoutWebhook, refundsOf, sandboxKey, sandboxPayAction, submitSandboxPayment } from './checkout-support';
import { putPayableInvoice } from './invoice-payment-fixtures';
import { createInvoice, invoiceBody, markPaid, postJson, todayForProviders } from './financials-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { outbox, outboxUntil, tableStore } from './rentals-support';

const post = (path: string, body?: unknown) =>
  api(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function storedInvoice(invoiceId: string) {
  return (await tableStore().entities.invoice.get({ invoiceId }).go({ consistent: true })).data!;
}

async function startPayment(apiPath: string) {
  const response = await post(`${apiPath}/checkout`);
  expect(response.status, await response.clone().text()).toBe(201);
  return invoiceCheckoutSchema.parse(await response.json()).url;
}

describe('an invoice by its pay link', () => {
  it('shows the payer the bill, without the provider\'s own notes', async () => {
    const { invoice, apiPath } = await putPayableInvoice();
    const response = await api(apiPath);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(payableInvoiceSchema.parse(body)).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      businessName: 'Buckeye Bin Rentals',
      amountCents: 52_500,
      status: 'unpaid',
      payable: true,
    });
    expect(JSON.stringify(body)).not.toContain('Gate code');
    expect(JSON.stringify(body)).not.toContain(invoice.payKey!);
  });

  it('answers a wrong key, an unknown invoice and a draft exactly alike', async () => {
    const { invoice, apiPath } = await putPayableInvoice();
    const draft = await putPayableInvoice({ status: 'draft' });
    for (const path of [apiPath.replace(invoice.payKey!, 'a'.repeat(40)), apiPath.replace(invoice.invoiceId, 'no-such-invoice'), draft.apiPath]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: FINANCIAL_MESSAGES.invoiceNotFound });
      expect((await post(`${path}/checkout`)).status, path).toBe(404);
    }
  });

  it('is paid by card through the payment page: the webhook marks it paid once, with the payment recorded', async () => {
    const { invoice, apiPath, pagePath } = await putPayableInvoice();
    const url = await startPayment(apiPath);
    const paid = await submitSandboxPayment(await sandboxPayAction(url));
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe(pagePath);
    const sessionId = back.searchParams.get('session_id')!;
    expect(await storedInvoice(invoice.invoiceId)).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
      paymentDate: todayForProviders(),
      paymentTransactionId: expect.stringMatching(/^pi_/),
    });
    // The payer's return, twice: nothing changes.
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await post(`${apiPath}/confirm`, { sessionId });
      expect(payableInvoiceSchema.parse(await confirmed.json())).toMatchObject({ status: 'paid', payable: false, paymentDate: todayForProviders() });
    }
    const again = await post(`${apiPath}/checkout`);
    expect(again.status).toBe(409);
  });

  it('is recorded once however often the webhook is delivered, and by the return alone when the webhook is late', async () => {
    const { invoice, apiPath } = await putPayableInvoice();
    const url = await startPayment(apiPath);
    const sessionId = new URL(url).pathname.split('/').filter(Boolean).at(-1)!;
    const { event } = await payWithoutWebhook(sessionId);
    expect((await storedInvoice(invoice.invoiceId)).status).toBe('unpaid');
    const confirmed = await post(`${apiPath}/confirm`, { sessionId });
    expect(payableInvoiceSchema.parse(await confirmed.json()).status).toBe('paid');
    const payload = JSON.stringify(event);
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await storedInvoice(invoice.invoiceId);
    expect(stored).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(stored.updatedAt).toBe(invoice.updatedAt);
  });

  it('cannot be paid once cancelled or paid by other means', async () => {
    for (const status of ['cancelled', 'paid'] as const) {
      const { apiPath } = await putPayableInvoice({ status, ...(status === 'paid' ? { paymentMethod: 'check', paymentDate: todayForProviders() } : {}) });
      const shown = payableInvoiceSchema.parse(await (await api(apiPath)).json());
      expect(shown).toMatchObject({ status, payable: false });
      const response = await post(`${apiPath}/checkout`);
      expect(response.status).toBe(409);
    }
  });

  it('leaves the invoice unpaid when it was edited to another amount while its payer was paying', async () => {
    const { invoice, apiPath } = await putPayableInvoice();
    const url = await startPayment(apiPath);
    await tableStore().entities.invoice.patch({ invoiceId: invoice.invoiceId }).set({ amountCents: 60_000 }).go();
    const paid = await submitSandboxPayment(await sandboxPayAction(url));
    expect(paid.status).toBe(303);
    expect(await storedInvoice(invoice.invoiceId)).toMatchObject({ status: 'unpaid', amountCents: 60_000 });
  });
});

describe('a payment for an invoice that changed while its payer was paying', () => {
  let provider: FreshProvider;
  beforeAll(async () => {
    provider = await freshProvider();
  }, 60_000);

  const lines = (cents: number) => [{ description: '20 yard dumpster, one week', quantity: 1, unitPriceCents: cents }];

  /** An invoice of the provider's for `cents`, billed to a payer of its own, and its pay link's API path. */
  async function billed(cents: number) {
    const payer = `${randomUUID()}@test.example`;
    const { invoice } = await createInvoice(provider.token, { lineItems: lines(cents), customer: { ...invoiceBody().customer, email: payer } });
    return { invoice, payer, apiPath: `/api/invoices/${invoice.invoiceId}/${invoice.payKey}` };
  }

  async function providerView(invoiceId: string): Promise<Invoice> {
    const response = await api(`/api/provider/invoices/${invoiceId}`, { token: provider.token });
    expect(response.status).toBe(200);
    return invoiceSchema.parse(await response.json());
  }

  async function edit(invoice: Invoice, changes: Record<string, unknown>): Promise<void> {
    const { customer, dateIssued, dateDue, lineItems, notes, terms } = invoice;
    const body = { customer, dateIssued, dateDue, lineItems, notes, terms, expectedUpdatedAt: invoice.updatedAt, ...changes };
    const response = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}`, body, 'PUT');
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function sandboxStatus(sessionId: string): Promise<string> {
    return ((await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { status: string }).status;
  }

  const sessionOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1)!;
  type Entries = Awaited<ReturnType<typeof outbox>>;
  const refundMails = (entries: Entries, to: string) => entries.filter((entry) => entry.channel === 'email' && entry.to === to && /refund/i.test(entry.subject));

  it('refunds the old amount in full once, records it on the invoice, tells the payer and the provider, and the pay page says so', async () => {
    const { invoice, payer, apiPath } = await billed(25_000);
    const sessionId = sessionOf(await startPayment(apiPath));
    // The payer pays $250; before the payment reaches us the provider edits the invoice to $999.
    const { event } = await payWithoutWebhook(sessionId);
    await edit(invoice, { lineItems: lines(99_900) });
    expect((await deliver(JSON.stringify(event))).status).toBe(200);

    const paymentIntent = event.data.object.payment_intent as string;
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([25_000]);
    expect(await storedInvoice(invoice.invoiceId)).toMatchObject({ status: 'unpaid', amountCents: 99_900 });
    const refunded = { amountCents: 25_000, reason: 'amountChanged', invoiceAmountCents: 99_900, refundedOn: todayForProviders() };
    expect((await providerView(invoice.invoiceId)).refundedPayments).toEqual([refunded]);
    const mails = await outboxUntil((entries) => refundMails(entries, payer).length > 0 && refundMails(entries, provider.email).length > 0);
    const [toPayer, toProvider] = [refundMails(mails, payer), refundMails(mails, provider.email)];
    expect([toPayer.length, toProvider.length]).toEqual([1, 1]);
    expect(toPayer[0]).toMatchObject({ text: expect.stringContaining('$999.00') });
    expect(toPayer[0]).toMatchObject({ text: expect.stringContaining(apiPath.replace('/api/invoices', '/pay/invoice')) });

    // The payer's return: the page says the payment was refunded and why; the new amount is due.
    const confirmed = invoicePaymentConfirmationSchema.parse(await (await post(`${apiPath}/confirm`, { sessionId })).json());
    expect(confirmed).toMatchObject({ payment: 'refunded', status: 'unpaid', amountCents: 99_900, payable: true, refundedPayments: [refunded] });

    // Replayed webhooks and reloads refund nothing twice and tell no one again.
    const replays = await Promise.all([...Array.from({ length: 3 }, () => deliver(JSON.stringify(event))), post(`${apiPath}/confirm`, { sessionId })]);
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([25_000]);
    expect((await providerView(invoice.invoiceId)).refundedPayments).toEqual([refunded]);
    const after = await outbox();
    expect([refundMails(after, payer).length, refundMails(after, provider.email).length]).toEqual([1, 1]);

    // Paying the new amount is the honest path and still works.
    const paid = await submitSandboxPayment(await sandboxPayAction(await startPayment(apiPath)));
    expect(paid.status).toBe(303);
    expect(await storedInvoice(invoice.invoiceId)).toMatchObject({ status: 'paid', amountCents: 99_900, paymentMethod: 'card' });
  });

  it('refunds a card payment that arrives after the invoice was marked paid by other means', async () => {
    const { invoice, apiPath } = await billed(25_000);
    const sessionId = sessionOf(await startPayment(apiPath));
    const { event } = await payWithoutWebhook(sessionId);
    await markPaid(provider.token, invoice.invoiceId);
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    expect((await refundsOf(event.data.object.payment_intent as string)).map((refund) => refund.amount)).toEqual([25_000]);
    expect(await storedInvoice(invoice.invoiceId)).toMatchObject({ status: 'paid', paymentMethod: 'check' });
    expect((await providerView(invoice.invoiceId)).refundedPayments).toEqual([expect.objectContaining({ amountCents: 25_000, reason: 'alreadyPaid' })]);
  });

  it('expires the open payment page when the amount changes, the invoice is paid otherwise or cancelled; other edits keep it', async () => {
    const { invoice, apiPath } = await billed(25_000);
    const kept = sessionOf(await startPayment(apiPath));
    await edit(invoice, { notes: 'Gate code 4321' });
    expect(await sandboxStatus(kept)).toBe('open');
    await edit(await providerView(invoice.invoiceId), { lineItems: lines(99_900) });
    expect(await sandboxStatus(kept)).toBe('expired');
    // The next payment page is for the new amount.
    const next = sessionOf(await startPayment(apiPath));
    expect(next).not.toBe(kept);

    for (const settle of [(id: string) => markPaid(provider.token, id), (id: string) => postJson(provider.token, `/api/provider/invoices/${id}/cancel`, {})]) {
      const other = await billed(25_000);
      const open = sessionOf(await startPayment(other.apiPath));
      await settle(other.invoice.invoiceId);
      expect(await sandboxStatus(open)).toBe('expired');
    }
  });
});
