// Stripe's webhook over HTTP: signed checkout.session.completed events create the rental exactly
// once, however many times, in whatever order and alongside whatever success-page confirmations
// they arrive; anything unsigned or tampered with is refused before a byte is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../functions/checkout/stripe-webhook';
import { dynamoDbRequestsDuring } from '../support/stack-client';
import { checkoutBody, deliver, expectedTotalCents, payWithoutWebhook, rentalsOfSession, sessionStatus, sign, startCheckout } from './checkout-support';
import { demoProvider, newCustomer } from './rentals-support';

let providerId: string;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  providerId = (await demoProvider()).userId;
  customer = await newCustomer();
});

const WRITE_OPERATIONS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

describe('POST /api/payments/stripe/webhook', () => {
  // Refusals first: the rentals created later notify in the background, and those writes would
  // show in the DynamoDB request log.
  it('refuses a tampered event with 400 and writes nothing', async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId), customer.token);
    const { event } = await payWithoutWebhook(sessionId);
    const signed = JSON.stringify(event);
    const signature = sign(signed);
    const tampered = signed.replace(/"amount_total":\d+/, '"amount_total":1');
    let response: Response | undefined;
    const requests = await dynamoDbRequestsDuring(async () => {
      response = await deliver(tampered, signature);
    });
    expect(response!.status).toBe(400);
    expect(await response!.json()).toEqual({ message: WEBHOOK_MESSAGES.signatureInvalid });
    expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
    expect(await rentalsOfSession(customer.token, sessionId)).toHaveLength(0);
  });

  it('refuses a missing signature and a signature made with another secret', async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId), customer.token);
    const { event } = await payWithoutWebhook(sessionId);
    const payload = JSON.stringify(event);
    let answers: Response[] = [];
    const requests = await dynamoDbRequestsDuring(async () => {
      answers = [await deliver(payload, null), await deliver(payload, sign(payload, 'whsec_someone_else'))];
    });
    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
    expect(await rentalsOfSession(customer.token, sessionId)).toHaveLength(0);
  });

  it('acknowledges events it does not handle, and sessions it never opened, without creating anything', async () => {
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
    expect((await deliver(other)).status).toBe(200);
    const stranger = JSON.stringify({
      id: 'evt_stranger',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_not_ours', object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 5000, metadata: {} } },
    });
    let status = 0;
    const requests = await dynamoDbRequestsDuring(async () => {
      status = (await deliver(stranger)).status;
    });
    expect(status).toBe(200);
    expect(requests.filter((request) => WRITE_OPERATIONS.includes(request.operation))).toEqual([]);
  });
  it('creates exactly one confirmed, paid rental from 10 concurrent deliveries of the same event', async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId), customer.token);
    const { event } = await payWithoutWebhook(sessionId);
    const payload = JSON.stringify(event);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const rentals = await rentalsOfSession(customer.token, sessionId);
    expect(rentals).toHaveLength(1);
    const status = await sessionStatus(sessionId);
    expect(status.status).toBe('complete');
    expect(status.rental).toMatchObject({
      rentalId: rentals[0].rentalId,
      customerId: customer.customerId,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'stripe',
      paymentTransactionId: event.data.object.payment_intent,
      totalPriceCents: await expectedTotalCents(providerId, 20, {}),
    });
  });

  it('creates one rental when confirmations and deliveries race in mixed order', async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId), customer.token);
    const { event } = await payWithoutWebhook(sessionId);
    const payload = JSON.stringify(event);
    // The success page confirms before the webhook arrives, then both keep coming.
    const first = await sessionStatus(sessionId);
    expect(first.status).toBe('complete');
    const results = await Promise.all([
      deliver(payload),
      sessionStatus(sessionId),
      deliver(payload),
      sessionStatus(sessionId),
      deliver(payload),
    ]);
    const rentals = await rentalsOfSession(customer.token, sessionId);
    expect(rentals).toHaveLength(1);
    for (const result of results) {
      if (result instanceof Response) expect(result.status).toBe(200);
      else expect(result.rental?.rentalId).toBe(first.rental!.rentalId);
    }
  });
});
