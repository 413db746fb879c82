// Lambda entry of the billing function, subscribed to the order-events SNS topic beside the
// notifications function (its subscription filtered to rental.picked_up in AWS): each pickup runs the
// rental's final billing once (bill-final-charge.ts). Messages are validated with the SNS envelope
// like the notifications function's; a message that is not a rental event, or a billing that failed
// (the table or the payment provider unavailable), fails the invocation for Lambda to retry twice and
// then the dead-letter queue to keep. A retry is safe: the billing is recorded once and the charge
// carries its idempotency key.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import { logger } from '../platform/logger';
import { createMessaging } from '../platform/messaging/messaging';
import { asSnsHandler, snsMessages, snsRefusal, type SnsHandler } from '../platform/messaging/sns-messages';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import { rentalEventMessageSchema } from '../notifications/rental-event-message';
import { billFinalCharge, type FinalBillingDeps } from './bill-final-charge';
import { now } from '../platform/clock';

/** The function's dependencies from configuration; `siteUrl` is where the invoices' pay links point (SITE_URL in AWS). */
export function billingDepsFromConfig(overrides: { siteUrl?: string } = {}): FinalBillingDeps {
  const config = getConfig();
  const siteUrl = overrides.siteUrl ?? config.SITE_URL;
  if (!siteUrl) throw new Error('Invalid configuration: SITE_URL is required by the billing function (invoice pay links)');
  let email: ReturnType<typeof createMessaging>['email'] | undefined;
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    payments: paymentPortOnce(() => config),
    events: createRentalEventPublisher(config),
    email: () => (email ??= createMessaging(config).email),
    clock: now,
    siteUrl,
  };
}

let built: FinalBillingDeps | undefined;
const deps = (): FinalBillingDeps => (built ??= billingDepsFromConfig());

export function createBillingHandler(makeDeps: () => FinalBillingDeps, bill: typeof billFinalCharge = billFinalCharge): SnsHandler {
  const chain = middy()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(snsMessages(rentalEventMessageSchema))
    .handler(async (parsed): Promise<void> => {
      if (!parsed.success) {
        logger.error('Not a rental event: refused, for Lambda to retry and then the dead-letter queue to keep', { ...snsRefusal(parsed) });
        throw new Error('Not a rental event');
      }
      for (const { Sns } of parsed.data.Records) {
        const event = Sns.Message;
        // Only a pickup bills (the AWS subscription's filter sends nothing else; the local bus sends every event).
        if (event.type !== 'rental.picked_up') continue;
        logger.appendKeys({ rentalId: event.rentalId, snsMessageId: Sns.MessageId });
        const outcome = await bill(makeDeps(), event.rentalId);
        logger.info('Final billing done', { status: outcome.status, ...('finalBilling' in outcome ? { totalCents: outcome.finalBilling.totalCents } : {}) });
        logger.removeKeys(['rentalId', 'snsMessageId']);
      }
    });
  return asSnsHandler(chain);
}

export const handler = createBillingHandler(deps);
