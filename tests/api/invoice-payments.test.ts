// Paying a provider's invoice by its pay link, through the local payment sandbox as through Stripe:
// the amount is the invoice's, the webhook marks it paid exactly once, the payer's return confirms
// it, and a link with the wrong key, a draft, a paid or a cancelled invoice cannot be paid.
import { describe, expect, it } from 'vitest';
import { payableInvoiceSchema, invoiceCheckoutSchema } from '../../shared/invoice-payment';
import { FINANCIAL_MESSAGES } from '../../shared/schemas/financials';
import { api } from '../support/stack-client';
import { deliver, payWithoutWebhook, sandboxPayAction, submitSandboxPayment } from './checkout-support';
import { putPayableInvoice } from './invoice-payment-fixtures';
import { todayForProviders } from './financials-support';
import { tableStore } from './rentals-support';

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
