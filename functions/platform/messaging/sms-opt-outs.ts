// Texts honour STOP: a number that opted out (an smsOptOut item, written by the SMS conversation)
// gets no text from any path, order notifications included, until it texts START. The check sits
// in the one SmsSender every function gets from createMessaging, so no send path can skip it. The
// one exception is the answer to a HELP text, which US carriers require whatever the opt-out.
import type { Store } from '../data/store';
import { logger } from '../logger';
import type { SmsSender } from './message';

export type OptOutCheck = (phoneNumber: string) => Promise<boolean>;

export function storedOptOuts(store: () => Store): OptOutCheck {
  return async (phoneNumber) => {
    const { data } = await store().entities.smsOptOut.get({ phoneNumber }).go({ consistent: true });
    return data !== null;
  };
}

export function withSmsOptOuts(sender: SmsSender, isOptedOut: OptOutCheck): SmsSender {
  return {
    async sendSms(message) {
      if (!message.answersHelp && (await isOptedOut(message.to))) {
        logger.info('Text not sent: the number opted out', { to: message.to });
        return;
      }
      await sender.sendSms(message);
    },
  };
}
