// Picks the messaging adapters for this process from configuration: SES and SNS in AWS, the
// outbox folder on the local stack.
import type { Config } from '../config';
import type { EmailSender, SmsSender } from './message';
import { createOutbox } from './outbox';
import { createSesEmailSender } from './ses-email-sender';
import { createSnsSmsSender } from './sns-sms-sender';

export interface Messaging {
  email: EmailSender;
  sms: SmsSender;
}

export function createMessaging(config: Config): Messaging {
  if (config.MESSAGING_MODE === 'outbox') {
    const outbox = createOutbox(config.OUTBOX_DIR);
    return { email: outbox, sms: outbox };
  }
  return { email: createSesEmailSender({ from: config.SENDER_EMAIL }), sms: createSnsSmsSender() };
}
