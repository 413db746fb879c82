// Asking for a review: when a rental is completed, the customer's e-mail and text about it also ask
// them to rate the provider, with a link to the form on their rental page. It rides on the
// completion's own messages (same senders, so a STOP still silences the text).
import { REVIEW_FORM_ANCHOR } from '../../shared/reviews';
import { rentalPagePath } from '../../shared/rental-extension';
import type { RentalEventType } from '../platform/events/rental-events';
import type { EmailMessage } from '../platform/messaging/message';
import type { OrderMessages } from './order-notification';
import { escapeHtml } from '../platform/messaging/escape-html';

/** The review form on the customer's rental page. */
const reviewFormUrl = (siteUrl: string, rentalId: string) => `${siteUrl.replace(/\/$/, '')}${rentalPagePath(rentalId)}#${REVIEW_FORM_ANCHOR}`;


const reviewRequestWording = (providerName: string) => `How did ${providerName} do? Rate your provider`;

function askByEmail(message: EmailMessage, ask: string, url: string): EmailMessage {
  return {
    ...message,
    text: `${message.text}\n\n${ask}: ${url}`,
    ...(message.html ? { html: message.html.replace('</body>', `<p>${escapeHtml(ask)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p></body>`) } : {}),
  };
}

/** A completion's messages with the customer's asking for a review (the provider's unchanged); any other event's as they are. */
export function askForReview(type: RentalEventType, rentalId: string, providerName: string, siteUrl: string | undefined, messages: OrderMessages): OrderMessages {
  if (type !== 'rental.completed' || !siteUrl) return messages;
  const url = reviewFormUrl(siteUrl, rentalId);
  const ask = reviewRequestWording(providerName);
  return {
    ...messages,
    customerEmail: messages.customerEmail && askByEmail(messages.customerEmail, ask, url),
    customerSms: messages.customerSms && `${messages.customerSms} ${ask}: ${url}`,
  };
}
