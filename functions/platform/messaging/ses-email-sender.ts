// E-mail through Amazon SES (v2 API) from the stage's verified sender identity. Messages with
// attachments go as raw MIME content, which is the only way SES carries them.
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailSender } from './message';
import { buildMimeMessage } from './mime';

export function createSesEmailSender(options: { from: string; client?: SESv2Client }): EmailSender {
  // Loaded on the first e-mail, not at cold start: most requests send none.
  let client = options.client;
  return {
    async sendEmail(message) {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({});
      if (message.attachments?.length) {
        await client.send(
          new SendEmailCommand({
            FromEmailAddress: options.from,
            Destination: { ToAddresses: [message.to] },
            Content: { Raw: { Data: Buffer.from(buildMimeMessage(options.from, message), 'utf8') } },
          }),
        );
        return;
      }
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
