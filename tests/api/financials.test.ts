// The provider portal's financials over HTTP against the embedded stack, each part with freshly
// registered providers (clean books): invoice numbers from the atomic counter under concurrency,
// the invoice lifecycle moving revenue and outstanding exactly as computed by hand, invoice e-mails
// with the PDF attached, expenses with checked receipt uploads, and reports with their exports.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCIAL_MESSAGES as M,
  REPORT_TYPES,
  expenseSchema,
  expensesResponseSchema,
  financialReportSchema,
  financialReportsResponseSchema,
  invoiceSavedSchema,
  invoiceSchema,
  invoicesResponseSchema,
  receiptUploadSchema,
  type FinancialReport,
  type Invoice,
} from '../../shared/schemas/financials';
import { centsToDecimal } from '../../functions/financials/documents/report-export';
import { addDays } from '../../shared/rental-dates';
import { api, dynamoDbRequestsDuring, stackUrl } from '../support/stack-client';
import { sampleFile } from '../support/sample-files';
import {
  createExpense,
  createInvoice,
  expenseBody,
  financials,
  hasPoppler,
  inspectPdf,
  invoiceBody,
  markPaid,
  postJson,
  todayForProviders,
} from './financials-support';
import { expectRefusedByBucket, postToBucket, putPastThePolicy } from './onboarding-support';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';
import { outboxUntil, tableStore } from './rentals-support';

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

async function invoiceCount(token: string): Promise<number> {
  const response = await api('/api/provider/invoices', { token });
  return invoicesResponseSchema.parse(await response.json()).invoices.length;
}

let provider: FreshProvider;
let other: FreshProvider;

beforeAll(async () => {
  [provider, other] = await Promise.all([freshProvider(), freshProvider()]);
});

describe('invoices', () => {
  const created: Invoice[] = [];

  it('gives 20 concurrent creations 20 distinct consecutive numbers, INV-1001 to INV-1020', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => createInvoice(provider.token)));
    created.push(...results.map((result) => result.invoice));
    expect(results.every((result) => result.message === M.invoiceCreated)).toBe(true);
    const numbers = created.map((invoice) => invoice.invoiceNumber).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_value, index) => `INV-${1001 + index}`));
    expect(created[0]).toMatchObject({
      providerId: provider.providerId,
      status: 'unpaid',
      amountCents: 10_000,
      dateDue: addDays(todayForProviders(), 14),
      terms: 'Payment due within 14 days of issue.',
      reminderCount: 0,
    });
  });

  it("refuses invalid invoices with the spec's messages and writes nothing (no number is taken)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: { name: '' } }, M.customerNameRequired],
      [{ dateIssued: '' }, M.issueDateRequired],
      [{ lineItems: [{ description: '', quantity: 0, unitPriceCents: 0 }] }, M.lineItemRequired],
      [{ lineItems: [{ description: 'Dumpster', quantity: 1, unitPriceCents: 0 }] }, M.lineItemRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await postJson(provider.token, '/api/provider/invoices', invoiceBody(overrides));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await invoiceCount(provider.token)).toBe(20);
    // An amount sent by the client is ignored: the server computes it.
    const { invoice } = await createInvoice(provider.token, { amountCents: 1, lineItems: [{ description: 'Dumpster', quantity: 3, unitPriceCents: 1_250 }] });
    expect(invoice.invoiceNumber).toBe('INV-1021');
    expect(invoice.amountCents).toBe(3_750);
    created.push(invoice);
  });

  it('create, edit and mark paid move outstanding and revenue as computed by hand', async () => {
    // Outstanding so far: 20 x $100.00 + $37.50.
    const start = await financials(provider.token);
    expect(start).toMatchObject({ revenueCents: 0, expensesCents: 0, outstandingCents: 203_750, outstandingCount: 21 });

    const { invoice } = await createInvoice(provider.token, {
      lineItems: [
        { description: 'Dumpster week', quantity: 2, unitPriceCents: 12_550 },
        { description: 'Delivery', quantity: 1, unitPriceCents: 4_500 },
      ],
    });
    expect(invoice.amountCents).toBe(29_600);
    expect(await financials(provider.token)).toMatchObject({ outstandingCents: 233_350, outstandingCount: 22 });

    const edit = await postJson(
      provider.token,
      `/api/provider/invoices/${invoice.invoiceId}`,
      invoiceBody({ dateDue: addDays(todayForProviders(), 30), lineItems: [{ description: 'Dumpster week', quantity: 3, unitPriceCents: 12_550 }], expectedUpdatedAt: invoice.updatedAt }),
      'PUT',
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited = invoiceSavedSchema.parse(await edit.json());
    expect(edited.message).toBe(M.invoiceUpdated);
    expect(edited.invoice).toMatchObject({ invoiceNumber: invoice.invoiceNumber, status: 'unpaid', amountCents: 37_650 });
    expect(await financials(provider.token)).toMatchObject({ outstandingCents: 241_400, outstandingCount: 22 });

    // A save from the stale copy is refused, not applied.
    const stale = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}`, invoiceBody({ dateDue: todayForProviders(), expectedUpdatedAt: invoice.updatedAt }), 'PUT');
    expect(stale.status).toBe(409);

    const paid = await markPaid(provider.token, invoice.invoiceId, 'bank_transfer');
    expect(paid.invoice).toMatchObject({ status: 'paid', paymentDate: todayForProviders(), paymentMethod: 'bank_transfer' });
    const again = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/payment`, { paymentDate: todayForProviders(), paymentMethod: 'cash' });
    expect(again.status).toBe(409);

    let after: Awaited<ReturnType<typeof financials>> | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      after = await financials(provider.token);
    });
    expect(requests.map((request) => request.operation)).not.toContain('Scan');
    expect(after).toMatchObject({
      revenueCents: 37_650,
      expensesCents: 0,
      profitCents: 37_650,
      // 25% of $376.50, to the cent.
      estimatedTaxCents: 9_413,
      outstandingCents: 203_750,
      outstandingCount: 21,
    });
    expect(after!.series.reduce((total, point) => total + point.revenueCents, 0)).toBe(37_650);
  });

  it('counts a paid rental once: as its invoice when one bills it, as itself otherwise', async () => {
    const before = (await financials(provider.token)).revenueCents;
    const billed = await putProviderRental({ providerId: provider.providerId, status: 'completed', paid: true, totalPriceCents: 44_500 });
    await putProviderRental({ providerId: provider.providerId, status: 'active', paid: true, totalPriceCents: 30_000 });
    // Not revenue: a rent request, paid to the provider outside the marketplace.
    await putProviderRental({ providerId: provider.providerId, status: 'completed', paid: false, totalPriceCents: 9_000 });
    // Revenue: paid, awaiting the provider's approval.
    await putProviderRental({ providerId: provider.providerId, status: 'confirmed', paid: true, totalPriceCents: 8_000 });
    expect((await financials(provider.token)).revenueCents).toBe(before + 44_500 + 30_000 + 8_000);

    const { invoice } = await createInvoice(provider.token, { rentalId: billed.rentalId, lineItems: [{ description: 'Rental and extra week', quantity: 1, unitPriceCents: 50_000 }] });
    // Billed but not yet paid: the rental is left to its invoice.
    expect((await financials(provider.token)).revenueCents).toBe(before + 30_000 + 8_000);
    await markPaid(provider.token, invoice.invoiceId);
    expect((await financials(provider.token)).revenueCents).toBe(before + 30_000 + 8_000 + 50_000);

    const foreignRental = await putProviderRental({ providerId: other.providerId, status: 'completed', paid: true });
    const refused = await postJson(provider.token, '/api/provider/invoices', invoiceBody({ rentalId: foreignRental.rentalId }));
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(M.rentalNotFound);
  });

  it('derives overdue on read and filters by status and issue date', async () => {
    const issued = addDays(todayForProviders(), -30);
    const { invoice } = await createInvoice(provider.token, { dateIssued: issued });
    expect(invoice.status).toBe('overdue');
    expect(invoice.dateDue).toBe(addDays(issued, 14));
    const stored = await tableStore().entities.invoice.get({ invoiceId: invoice.invoiceId }).go();
    expect(stored.data?.status).toBe('unpaid');

    const overdue = invoicesResponseSchema.parse(await (await api('/api/provider/invoices?status=overdue', { token: provider.token })).json());
    expect(overdue.invoices.map((entry) => entry.invoiceId)).toEqual([invoice.invoiceId]);
    let ranged: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      ranged = await api(`/api/provider/invoices?from=${issued}&to=${issued}`, { token: provider.token });
    });
    // The handler chain's account check (the caller's profile), then one Query.
    expect(requests.map((request) => request.operation)).toEqual(['GetItem', 'Query']);
    expect(invoicesResponseSchema.parse(await ranged!.json()).invoices.map((entry) => entry.invoiceId)).toEqual([invoice.invoiceId]);
    const ids = async (query: string) =>
      invoicesResponseSchema.parse(await (await api(`/api/provider/invoices?${query}`, { token: provider.token })).json()).invoices.map((entry) => entry.invoiceId);
    expect(await ids(`to=${issued}`)).toEqual([invoice.invoiceId]);
    const later = await ids(`from=${addDays(issued, 1)}`);
    expect(later).not.toContain(invoice.invoiceId);
    expect(later.length).toBeGreaterThanOrEqual(20);
    const draft = await createInvoice(provider.token, { saveAsDraft: true });
    expect(draft.invoice.status).toBe('draft');
    const issue = await postJson(provider.token, `/api/provider/invoices/${draft.invoice.invoiceId}`, invoiceBody({ dateDue: addDays(todayForProviders(), 14), expectedUpdatedAt: draft.invoice.updatedAt }), 'PUT');
    expect(invoiceSavedSchema.parse(await issue.json()).invoice.status).toBe('unpaid');
  });

  it('cancels an unpaid invoice: no longer outstanding, never payable or cancellable again', async () => {
    const before = await financials(provider.token);
    const { invoice } = await createInvoice(provider.token, { lineItems: [{ description: 'Dumpster', quantity: 1, unitPriceCents: 7_700 }] });
    expect((await financials(provider.token)).outstandingCents).toBe(before.outstandingCents + 7_700);
    const response = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/cancel`, {});
    expect(response.status, await response.clone().text()).toBe(200);
    const cancelled = invoiceSavedSchema.parse(await response.json());
    expect(cancelled).toMatchObject({ message: M.invoiceCancelled, invoice: { status: 'cancelled', invoiceNumber: invoice.invoiceNumber } });
    expect(await financials(provider.token)).toMatchObject({ outstandingCents: before.outstandingCents, outstandingCount: before.outstandingCount });
    const pay = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/payment`, { paymentDate: todayForProviders(), paymentMethod: 'cash' });
    expect(pay.status).toBe(409);
    expect(await messageOf(pay)).toBe(M.invoiceNotPayable);
    expect((await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/cancel`, {})).status).toBe(409);
  });

  it("answers 404 'Invoice Not Found' for another provider's invoice and changes nothing", async () => {
    const target = created[0]!;
    const read = await api(`/api/provider/invoices/${target.invoiceId}`, { token: other.token });
    expect(read.status).toBe(404);
    expect(await messageOf(read)).toBe(M.invoiceNotFound);
    const pay = await postJson(other.token, `/api/provider/invoices/${target.invoiceId}/payment`, { paymentDate: todayForProviders(), paymentMethod: 'cash' });
    expect(pay.status).toBe(404);
    const own = invoiceSchema.parse(await (await api(`/api/provider/invoices/${target.invoiceId}`, { token: provider.token })).json());
    expect(own.status).toBe('unpaid');
  });

  it('e-mails the invoice with its PDF attached (outbox), then a reminder, recording both', async () => {
    const { invoice } = await createInvoice(provider.token, { customer: { name: 'Mail Test', email: `invoice-${provider.providerId}@test.example` } });
    const response = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/email`, { kind: 'invoice' });
    expect(response.status, await response.clone().text()).toBe(200);
    const sent = invoiceSavedSchema.parse(await response.json());
    expect(sent.message).toBe(M.invoiceSent);
    expect(sent.invoice.lastSentAt).toBeDefined();

    const entries = await outboxUntil((all) => all.some((entry) => entry.to === invoice.customer.email));
    const email = entries.find((entry) => entry.to === invoice.customer.email);
    expect(email?.channel).toBe('email');
    if (email?.channel !== 'email') return;
    expect(email.subject).toContain(invoice.invoiceNumber);
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments!;
    expect(attachment).toMatchObject({ filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf' });
    const file = await api(`/dev/outbox/files/${encodeURIComponent(attachment!.file)}`);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(attachment!.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (hasPoppler) expect(inspectPdf(bytes).text).toContain(invoice.invoiceNumber);
    // The link that pays it online, on the origin the provider works on, opens this invoice.
    const payLink = /Pay online by card: (\S+)/.exec(email.text)?.[1];
    expect(payLink).toBe(`${new URL(stackUrl()).origin}/pay/invoice/${invoice.invoiceId}/${sent.invoice.payKey}`);
    const payable = await api(new URL(payLink!).pathname.replace('/pay/invoice/', '/api/invoices/'));
    expect(((await payable.json()) as { invoiceNumber: string }).invoiceNumber).toBe(invoice.invoiceNumber);

    const reminder = invoiceSavedSchema.parse(
      await (await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/email`, { kind: 'reminder' })).json(),
    );
    expect(reminder.invoice.reminderCount).toBe(1);
    expect(reminder.message).toBe(M.reminderSent);

    await markPaid(provider.token, invoice.invoiceId);
    const paidReminder = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/email`, { kind: 'reminder' });
    expect(paidReminder.status).toBe(409);
    expect(await messageOf(paidReminder)).toBe(M.invoiceNotSendable);
  });

  it('refuses to e-mail an invoice without a customer address, or a draft', async () => {
    const { invoice } = await createInvoice(provider.token, { customer: { name: 'No Mail' } });
    const noAddress = await postJson(provider.token, `/api/provider/invoices/${invoice.invoiceId}/email`, { kind: 'invoice' });
    expect(noAddress.status).toBe(400);
    expect(await messageOf(noAddress)).toBe(M.customerEmailRequired);
    const draft = await createInvoice(provider.token, { saveAsDraft: true });
    const draftSend = await postJson(provider.token, `/api/provider/invoices/${draft.invoice.invoiceId}/email`, { kind: 'invoice' });
    expect(draftSend.status).toBe(409);
    expect(await messageOf(draftSend)).toBe(M.invoiceNotSendable);
  });

  it('downloads the invoice as a PDF', async () => {
    const target = created[1]!;
    const response = await api(`/api/provider/invoices/${target.invoiceId}/pdf`, { token: provider.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${target.invoiceNumber}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (hasPoppler) {
      const { text, pages } = inspectPdf(bytes);
      expect(text).toContain(target.invoiceNumber);
      expect(text).toContain('Pat Builder');
      expect(pages).toBe(1);
    }
  });
});

describe('expenses with receipts', () => {
  const PDF_BYTES = new Uint8Array(Buffer.from('%PDF-1.4\n% receipt\n'.padEnd(2048, ' ')));

  async function presign(token: string, contentType: string, size: number): Promise<Response> {
    return postJson(token, '/api/provider/expense-receipts/uploads', { contentType, size });
  }

  async function uploadReceipt(token: string, contentType = 'application/pdf', bytes: Uint8Array<ArrayBuffer> = PDF_BYTES, declaredSize = bytes.length) {
    const response = await presign(token, contentType, declaredSize);
    expect(response.status, await response.clone().text()).toBe(201);
    const presigned = receiptUploadSchema.parse(await response.json());
    await postToBucket(presigned, contentType, bytes);
    return presigned;
  }

  const expenseCount = async (token: string) =>
    expensesResponseSchema.parse(await (await api('/api/provider/expenses', { token })).json()).expenses.length;

  it('presigns a private upload under the provider\'s own prefix, limited to 5 MB and the declared type', async () => {
    const response = await presign(provider.token, 'image/png', 2048);
    expect(response.status).toBe(201);
    const presigned = receiptUploadSchema.parse(await response.json());
    expect(presigned.key).toMatch(new RegExp(`^receipts/${provider.providerId}/[0-9a-f-]{36}$`));
    const policy = JSON.parse(Buffer.from(presigned.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);

    const tooBig = await presign(provider.token, 'application/pdf', 6 * 1024 * 1024);
    expect(tooBig.status).toBe(400);
    expect(await messageOf(tooBig)).toBe(M.receiptTooLarge);
    const wrongType = await presign(provider.token, 'text/plain', 2048);
    expect(wrongType.status).toBe(400);
    expect(await messageOf(wrongType)).toBe(M.receiptInvalid);
  });

  it('records an expense with a HEAD-checked receipt; the detail carries a short-lived link that downloads it', async () => {
    const receipt = await uploadReceipt(provider.token);
    const { expense, message } = await createExpense(provider.token, { receiptKey: receipt.key, amountCents: 12_000, taxDeductible: true });
    expect(message).toBe(M.expenseRecorded);
    expect(expense).toMatchObject({ category: 'Fuel', amountCents: 12_000, hasReceipt: true, receiptKey: receipt.key });
    expect(expense.receiptUrl).toBeUndefined();

    const detail = expenseSchema.parse(await (await api(`/api/provider/expenses/${expense.expenseId}`, { token: provider.token })).json());
    expect(detail.receiptUrl).toMatch(/X-Amz-Expires=300/);
    const download = await fetch(detail.receiptUrl!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const dashboard = await financials(provider.token);
    expect(dashboard.expensesCents).toBe(12_000);
    expect(dashboard.expensesByCategory).toEqual([{ category: 'Fuel', amountCents: 12_000 }]);
  });

  it('refuses a receipt over 5 MB or of the wrong type that got into the bucket past its policy, and writes nothing', async () => {
    const before = await expenseCount(provider.token);
    // Declared small, sent at 6 MB: the bucket refuses it; put there past the policy, the save's HEAD refuses it.
    const big = receiptUploadSchema.parse(await (await presign(provider.token, 'application/pdf', 2048)).json());
    await expectRefusedByBucket(big, 'application/pdf', new Uint8Array(6 * 1024 * 1024).fill(32));
    await putPastThePolicy(big.key, 'application/pdf', new Uint8Array(6 * 1024 * 1024).fill(32));
    const tooBig = await postJson(provider.token, '/api/provider/expenses', expenseBody({ receiptKey: big.key }));
    expect(tooBig.status).toBe(400);
    expect(await messageOf(tooBig)).toBe(M.receiptTooLarge);

    const presigned = receiptUploadSchema.parse(await (await presign(provider.token, 'image/png', 100)).json());
    const page = new Uint8Array(Buffer.from('<script>alert(1)</script>'));
    await expectRefusedByBucket(presigned, 'text/html', page);
    await putPastThePolicy(presigned.key, 'text/html', page);
    const wrongType = await postJson(provider.token, '/api/provider/expenses', expenseBody({ receiptKey: presigned.key }));
    expect(wrongType.status).toBe(400);
    expect(await messageOf(wrongType)).toBe(M.receiptInvalid);

    const foreign = await uploadReceipt(other.token);
    const notTheirs = await postJson(provider.token, '/api/provider/expenses', expenseBody({ receiptKey: foreign.key }));
    expect(notTheirs.status).toBe(400);
    expect(await expenseCount(provider.token)).toBe(before);
  });

  it("validates with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: '' }, M.categoryRequired],
      [{ amountCents: 0 }, M.validAmountRequired],
      [{ amountCents: 12.5 }, M.validAmountRequired],
      [{ date: '' }, M.dateRequired],
      [{ recurring: true }, M.frequencyRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await postJson(provider.token, '/api/provider/expenses', expenseBody(overrides));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('edits (replacing the receipt, whose old object is deleted), refuses a stale edit, hides it from others and deletes it', async () => {
    const first = await uploadReceipt(provider.token);
    const { expense } = await createExpense(provider.token, { category: 'Office', amountCents: 3_000, receiptKey: first.key });
    const second = await uploadReceipt(provider.token, 'image/png', sampleFile('image/png', 1024));
    const edit = await postJson(
      provider.token,
      `/api/provider/expenses/${expense.expenseId}`,
      expenseBody({ category: 'Office', amountCents: 3_500, recurring: true, recurringFrequency: 'monthly', receiptKey: second.key, expectedUpdatedAt: expense.updatedAt }),
      'PUT',
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited = (await edit.json()) as { expense: { amountCents: number; recurringFrequency: string; receiptKey: string }; message: string };
    expect(edited.message).toBe(M.expenseUpdated);
    expect(edited.expense).toMatchObject({ amountCents: 3_500, recurringFrequency: 'monthly', receiptKey: second.key });
    const stale = await postJson(provider.token, `/api/provider/expenses/${expense.expenseId}`, expenseBody({ expectedUpdatedAt: expense.updatedAt }), 'PUT');
    expect(stale.status).toBe(409);

    const foreign = await api(`/api/provider/expenses/${expense.expenseId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe(M.expenseNotFound);
    expect((await api(`/api/provider/expenses/${expense.expenseId}`, { method: 'DELETE', token: other.token })).status).toBe(404);

    expect((await api(`/api/provider/expenses/${expense.expenseId}`, { method: 'DELETE', token: provider.token })).status).toBe(204);
    expect((await api(`/api/provider/expenses/${expense.expenseId}`, { token: provider.token })).status).toBe(404);
  });
});

describe('reports', () => {
  let books: FreshProvider;
  const generated = new Map<string, FinancialReport>();

  // A constructed week: rental R1 (20 yd, 59801) billed by a paid invoice of $500; rental R2 (10 yd,
  // 59802) paid $300 on the marketplace; a paid invoice of $200 without a rental; an unpaid one of
  // $150; expenses Fuel $120 (deductible) and Office $30 (not).
  beforeAll(async () => {
    books = await freshProvider();
    const r1 = await putProviderRental({ providerId: books.providerId, status: 'completed', paid: true, totalPriceCents: 44_500, dumpsterSize: '20' });
    await putProviderRental({ providerId: books.providerId, status: 'active', paid: true, totalPriceCents: 30_000, dumpsterSize: '10', zipCode: '59802' });
    const i1 = await createInvoice(books.token, { rentalId: r1.rentalId, lineItems: [{ description: 'Rental', quantity: 1, unitPriceCents: 50_000 }] });
    const i2 = await createInvoice(books.token, { lineItems: [{ description: 'Cleanup', quantity: 2, unitPriceCents: 10_000 }] });
    await createInvoice(books.token, { lineItems: [{ description: 'Permit', quantity: 1, unitPriceCents: 15_000 }] });
    await Promise.all([markPaid(books.token, i1.invoice.invoiceId, 'card'), markPaid(books.token, i2.invoice.invoiceId, 'cash')]);
    await createExpense(books.token, { category: 'Fuel', amountCents: 12_000, taxDeductible: true });
    await createExpense(books.token, { category: 'Office', amountCents: 3_000, taxDeductible: false });
  });

  it('the dashboard agrees: revenue $1,000, expenses $150, outstanding $150', async () => {
    expect(await financials(books.token)).toMatchObject({
      revenueCents: 100_000,
      expensesCents: 15_000,
      profitCents: 85_000,
      estimatedTaxCents: 21_250,
      outstandingCents: 15_000,
      outstandingCount: 1,
    });
  });

  const expectedTotals: Record<(typeof REPORT_TYPES)[number], Record<string, number>> = {
    profit_loss: { revenueCents: 100_000, expensesCents: 15_000, netProfitCents: 85_000 },
    balance_sheet: { cashCents: 85_000, receivablesCents: 15_000, assetsCents: 100_000, liabilitiesCents: 0, equityCents: 100_000 },
    cash_flow: { inflowsCents: 100_000, outflowsCents: 15_000, netCents: 85_000 },
    tax_summary: { revenueCents: 100_000, deductibleExpensesCents: 12_000, nonDeductibleExpensesCents: 3_000, taxableProfitCents: 88_000, estimatedTaxCents: 22_000 },
    service_areas: { rentals: 2, revenueCents: 100_000 },
    dumpster_types: { rentals: 2, revenueCents: 100_000 },
  };

  it.each(REPORT_TYPES)('generates %s for the week with the hand-computed totals', async (type) => {
    const response = await postJson(books.token, '/api/provider/reports', { type, period: 'week' });
    expect(response.status, await response.clone().text()).toBe(201);
    const report = financialReportSchema.parse(await response.json());
    expect(report).toMatchObject({ type, period: 'week', dateRange: { from: addDays(todayForProviders(), -6), to: todayForProviders() } });
    expect(report.data.totals).toEqual(expectedTotals[type]);
    generated.set(type, report);
  });

  it('breaks revenue down by ZIP and by dumpster, the invoiced rental counted as its invoice', () => {
    expect(generated.get('service_areas')!.data.rows).toEqual([
      { zipCode: '59801', rentals: 1, revenueCents: 50_000 },
      { zipCode: '59802', rentals: 1, revenueCents: 30_000 },
      { zipCode: 'No ZIP (invoices without a rental)', rentals: 0, revenueCents: 20_000 },
    ]);
    expect(generated.get('dumpster_types')!.data.rows).toEqual([
      { size: '20 yard', type: 'Construction', rentals: 1, revenueCents: 50_000 },
      { size: '10 yard', type: 'Construction', rentals: 1, revenueCents: 30_000 },
      { size: 'Not a rental', type: 'Invoices without a rental', rentals: 0, revenueCents: 20_000 },
    ]);
    expect(generated.get('tax_summary')!.data.rows).toEqual([
      { category: 'Fuel', deductibleCents: 12_000, nonDeductibleCents: 0 },
      { category: 'Office', deductibleCents: 0, nonDeductibleCents: 3_000 },
    ]);
  });

  it('lists the generated reports newest first and reads one back as stored; others get 404', async () => {
    const list = financialReportsResponseSchema.parse(await (await api('/api/provider/reports', { token: books.token })).json());
    expect(list.reports.map((report) => report.type)).toEqual([...REPORT_TYPES].reverse());
    const report = generated.get('profit_loss')!;
    const read = await api(`/api/provider/reports/${report.reportId}`, { token: books.token });
    expect(financialReportSchema.parse(await read.json())).toEqual(report);
    for (const suffix of ['', '/csv', '/pdf']) {
      const foreign = await api(`/api/provider/reports/${report.reportId}${suffix}`, { token: other.token });
      expect(foreign.status).toBe(404);
    }
  });

  it.each(REPORT_TYPES)('exports %s as CSV rows equal to its data, then its totals', async (type) => {
    const report = generated.get(type)!;
    const response = await api(`/api/provider/reports/${report.reportId}/csv`, { token: books.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [table, totals] = (await response.text()).split('\r\n\r\nTotals\r\n');
    expect(totals!.split('\r\n').filter(Boolean)).toHaveLength(Object.keys(report.data.totals).length);
    const [header, ...lines] = table!.split('\r\n').filter(Boolean);
    expect(header!.split(',')).toEqual(report.data.columns.map((column) => (column.kind === 'cents' ? `${column.label} (USD)` : column.label)));
    expect(lines.map((line) => line.split(','))).toEqual(
      report.data.rows.map((row) =>
        report.data.columns.map((column) => (column.kind === 'cents' ? centsToDecimal(Number(row[column.key])) : String(row[column.key]))),
      ),
    );
  });

  it('counts a recurring expense on every occurrence: a weekly one from three weeks ago is in this week and in the year', async () => {
    const recurring = await freshProvider();
    const today = todayForProviders();
    await createExpense(recurring.token, {
      category: 'Insurance',
      amountCents: 2_500,
      date: addDays(today, -21),
      recurring: true,
      recurringFrequency: 'weekly',
      taxDeductible: true,
    });
    // Three weeks ago, two, one and today: one in the last 7 days, four in the year.
    expect(await financials(recurring.token)).toMatchObject({ expensesCents: 2_500 });
    expect(await financials(recurring.token, 'period=year')).toMatchObject({ expensesCents: 10_000 });
    const response = await postJson(recurring.token, '/api/provider/reports', { type: 'profit_loss', period: 'year' });
    expect(financialReportSchema.parse(await response.json()).data.totals).toMatchObject({ expensesCents: 10_000 });
  });

  it('exports a report as a PDF that renders', async () => {
    const report = generated.get('profit_loss')!;
    const response = await api(`/api/provider/reports/${report.reportId}/pdf`, { token: books.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!hasPoppler) return;
    const { text, pages } = inspectPdf(bytes);
    expect(text).toContain('Profit & Loss Statement');
    expect(text).toMatch(/Net profit\s+\$850\.00/);
    expect(pages).toBe(1);
  });

  it('refuses an unknown report type or period', async () => {
    expect((await postJson(books.token, '/api/provider/reports', { type: 'inventory', period: 'week' })).status).toBe(400);
    expect((await postJson(books.token, '/api/provider/reports', { type: 'cash_flow', period: 'decade' })).status).toBe(400);
    expect((await api('/api/provider/financials?period=custom&from=2026-01-10', { token: books.token })).status).toBe(400);
  });
});
