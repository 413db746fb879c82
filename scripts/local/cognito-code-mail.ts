// In AWS, Cognito e-mails confirmation and password-reset codes itself (through SES). cognito-local
// only prints them in a box on its console; this turns each printed code into an outbox e-mail,
// so the local flows (forgot password) read the code where a user would: in their mailbox.
import type { Readable } from 'node:stream';
import type { EmailSender } from '../../functions/platform/messaging/message';
import { VERIFICATION_EMAIL } from '../../shared/constants';

// eslint-disable-next-line no-control-regex -- the escape character is what starts a terminal colour code
const ANSI = /\u001b\[[0-9;]*m/g;

export interface CodeDelivery {
  operation: string;
  destination: string;
  code: string;
}

/** Reads one console block of cognito-local's "Confirmation Code Delivery". */
export function parseCodeDelivery(text: string): CodeDelivery | null {
  const plain = text.replace(ANSI, '');
  if (!plain.includes('Confirmation Code Delivery')) return null;
  const destination = /Destination:\s+(\S+)/.exec(plain)?.[1];
  const code = /Code:\s+(\S+)/.exec(plain)?.[1];
  const operation = /"target":"(\w+)"/.exec(plain)?.[1] ?? 'Unknown';
  return destination && code ? { operation, destination, code } : null;
}

/** The e-mail the stack's user pool sends with a code (its verification message, for resets too). */
export function codeDeliveryEmail(delivery: CodeDelivery) {
  return { to: delivery.destination, subject: VERIFICATION_EMAIL.subject, text: VERIFICATION_EMAIL.body.replace('{####}', delivery.code) };
}

export function forwardCodeDeliveries(output: Readable, email: EmailSender): void {
  const marker = 'Confirmation Code Delivery';
  let buffer = '';
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (;;) {
      const begin = buffer.indexOf(marker);
      if (begin === -1) {
        buffer = buffer.slice(-marker.length);
        return;
      }
      // The block ends with its log line's context: {"reqId":"...","target":"ForgotPassword"}
      const target = buffer.indexOf('"target":"', begin);
      const end = target === -1 ? -1 : buffer.indexOf('}', target);
      if (end === -1) return;
      const delivery = parseCodeDelivery(buffer.slice(0, end + 1));
      buffer = buffer.slice(end + 1);
      if (delivery) void email.sendEmail(codeDeliveryEmail(delivery));
    }
  });
}
