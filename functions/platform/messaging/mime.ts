// A MIME message (RFC 5322 / 2045-2047) for SES's raw content: text and HTML alternatives plus
// attachments, each base64 in 76-character lines. SES's simple content cannot carry attachments.
import { randomUUID } from 'node:crypto';
import type { EmailMessage } from './message';

/** A header value outside ASCII as an RFC 2047 encoded word. */
const headerText = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

const base64Lines = (base64: string) => base64.replace(/\s+/g, '').match(/.{1,76}/g)?.join('\r\n') ?? '';

const quotedFilename = (name: string) => headerText(name.replace(/["\\\r\n]/g, '_'));

export function buildMimeMessage(from: string, message: EmailMessage): string {
  const mixed = `mixed-${randomUUID()}`;
  const alternative = `alt-${randomUUID()}`;
  const part = (contentType: string, body: string) =>
    `Content-Type: ${contentType}; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(Buffer.from(body, 'utf8').toString('base64'))}\r\n`;
  const lines = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alternative}"`,
    '',
    `--${alternative}`,
    part('text/plain', message.text),
    ...(message.html ? [`--${alternative}`, part('text/html', message.html)] : []),
    `--${alternative}--`,
    '',
  ];
  for (const attachment of message.attachments ?? []) {
    lines.push(
      `--${mixed}`,
      `Content-Type: ${attachment.contentType}; name="${quotedFilename(attachment.filename)}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${quotedFilename(attachment.filename)}"`,
      '',
      base64Lines(attachment.content),
      '',
    );
  }
  lines.push(`--${mixed}--`, '');
  return lines.join('\r\n');
}
