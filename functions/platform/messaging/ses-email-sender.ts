// E-mail through Amazon SES (v2 API) from the stage's verified sender identity.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailSender } from './message';

export function createSesEmailSender(options: { from: string; client?: SESv2Client }): EmailSender {
  const client = options.client ?? new SESv2Client({});
  return {
    async sendEmail(message) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: options.from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
    },
  };
}
