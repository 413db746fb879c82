// E-mail through Amazon SES (v2 API) from the stage's verified sender identity, always as simple
// content: subject, text and HTML bodies, and attachments (invoice PDFs...), which SES assembles
// into the MIME message itself. Each attachment goes as its bytes with its name and type, base64
// in the message (SES's default transfer encoding, 7-bit, would not carry a PDF).
import type { SESv2Client, SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import type { EmailMessage, EmailSender } from './message';

/** The SendEmail request for `message`. */
export function sendEmailInput(from: string, message: EmailMessage): SendEmailCommandInput {
  const attachments = message.attachments ?? [];
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [message.to] },
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: message.text, Charset: 'UTF-8' },
          ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
        },
        ...(attachments.length
          ? {
              Attachments: attachments.map((attachment) => ({
                FileName: attachment.filename,
                ContentType: attachment.contentType,
                ContentDisposition: 'ATTACHMENT' as const,
                ContentTransferEncoding: 'BASE64' as const,
                RawContent: Buffer.from(attachment.content, 'base64'),
              })),
            }
          : {}),
      },
    },
  };
}

export function createSesEmailSender(options: { from: string; client?: SESv2Client }): EmailSender {
  // Loaded on the first e-mail, not at cold start: most requests send none.
  let client = options.client;
  return {
    async sendEmail(message) {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({});
      await client.send(new SendEmailCommand(sendEmailInput(options.from, message)));
    },
  };
}
