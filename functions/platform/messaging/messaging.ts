// Picks the messaging adapters for this process from configuration: SES and SNS in AWS, the
// outbox folder on the local stack.
import type { Config } from '../config';
import { createStore, type Store } from '../data/store';
import type { EmailSender, SmsSender } from './message';
import { createOutbox } from './outbox';
import { createSesEmailSender } from './ses-email-sender';
import { createSnsSmsSender } from './sns-sms-sender';
import { storedOptOuts, withSmsOptOuts } from './sms-opt-outs';

export interface Messaging {
  email: EmailSender;
  sms: SmsSender;
}

/** Texts go only to numbers that have not opted out (checked in the table the SMS conversation writes). */
export function createMessaging(config: Config): Messaging {
  let store: Store | undefined;
  const optOuts = storedOptOuts(() => (store ??= createStore({ tableName: config.TABLE_NAME })));
  if (config.MESSAGING_MODE === 'outbox') {
    const outbox = createOutbox(config.OUTBOX_DIR);
    return { email: outbox, sms: withSmsOptOuts(outbox, optOuts) };
  }
  return { email: createSesEmailSender({ from: config.SENDER_EMAIL }), sms: withSmsOptOuts(createSnsSmsSender(), optOuts) };
}
