// E-mail attachments: SES gets them inside simple content (SES builds the MIME message), the local
// outbox writes them beside the entry and lists name, type and size.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from './message';
import { createOutbox, readOutbox } from './outbox';
import { createSesEmailSender, sendEmailInput } from './ses-email-sender';

const PDF = Buffer.from('%PDF-1.4 test file \u00ff\u0000 binary');
const message: EmailMessage = {
  to: 'pat@example.com',
  subject: 'Invoice INV-1001 from Café Haul',
  text: 'Please find attached invoice INV-1001.',
  html: '<p>Please find attached invoice INV-1001.</p>',
  attachments: [{ filename: 'INV-1001.pdf', contentType: 'application/pdf', content: PDF.toString('base64') }],
};

afterEach(() => void vi.unstubAllEnvs());

describe('SES send input', () => {
  it('carries the attachment in simple content: its bytes, name and type, base64 in the message', () => {
    expect(sendEmailInput('no-reply@example.com', message)).toEqual({
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['pat@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Invoice INV-1001 from Café Haul', Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
          Attachments: [
            {
              FileName: 'INV-1001.pdf',
              ContentType: 'application/pdf',
              ContentDisposition: 'ATTACHMENT',
              ContentTransferEncoding: 'BASE64',
              RawContent: PDF,
            },
          ],
        },
      },
    });
  });

  it('sends a message without attachments as simple content without any', () => {
    const input = sendEmailInput('no-reply@example.com', { to: 'pat@example.com', subject: 'Hi', text: 'Plain' });
    expect(input.Content).toEqual({ Simple: { Subject: { Data: 'Hi', Charset: 'UTF-8' }, Body: { Text: { Data: 'Plain', Charset: 'UTF-8' } } } });
    expect(input.Content?.Raw).toBeUndefined();
  });

  it('reaches SES: the SDK writes the attachment into the request (an SDK without the field would drop it silently)', async () => {
    // The Lambda runtime is newer than the Node running the tests: the SDK's notice does not apply.
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
    const client = new SESv2Client({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
    let body: string | undefined;
    // Catches the serialized request before it is sent, and answers for SES.
    client.middlewareStack.add(
      () => async (args) => {
        body = new TextDecoder().decode((args.request as { body: Uint8Array }).body);
        return { output: { $metadata: {}, MessageId: 'test' }, response: {} };
      },
      { step: 'build', name: 'captureRequest' },
    );
    await createSesEmailSender({ from: 'no-reply@example.com', client }).sendEmail(message);
    const sent = JSON.parse(body!) as { Content: { Simple: { Attachments: Record<string, string>[] } } };
    expect(sent.Content.Simple.Attachments).toEqual([
      { FileName: 'INV-1001.pdf', ContentType: 'application/pdf', ContentDisposition: 'ATTACHMENT', ContentTransferEncoding: 'BASE64', RawContent: PDF.toString('base64') },
    ]);
  });

  it('is what the sender sends', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => void sent.push(command) } as unknown as SESv2Client;
    await createSesEmailSender({ from: 'no-reply@example.com', client }).sendEmail(message);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
    expect(sent[0]!.input).toEqual(sendEmailInput('no-reply@example.com', message));
  });
});

describe('outbox attachments', () => {
  it('writes each attachment beside its entry and lists it without the content', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    await createOutbox(folder).sendEmail({ ...message, attachments: [...message.attachments!, { filename: '../evil.json', contentType: 'text/plain', content: 'eA==' }] });
    const [entry] = await readOutbox(folder);
    expect(entry?.channel).toBe('email');
    if (entry?.channel !== 'email') return;
    expect(entry.attachments).toHaveLength(2);
    const [pdf, other] = entry.attachments!;
    expect(pdf).toMatchObject({ filename: 'INV-1001.pdf', contentType: 'application/pdf', size: PDF.length });
    expect(readFileSync(path.join(folder, pdf!.file))).toEqual(PDF);
    // A hostile name stays inside the folder and is never read back as an entry.
    expect(other!.file).not.toContain('/');
    expect(other!.file.endsWith('.json')).toBe(false);
    expect(JSON.stringify(entry)).not.toContain(PDF.toString('base64'));
  });
});
