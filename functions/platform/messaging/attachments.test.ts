// E-mail attachments: SES gets them inside a raw MIME message, the local outbox writes them beside
// the entry and lists name, type and size.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import type { EmailMessage } from './message';
import { buildMimeMessage } from './mime';
import { createOutbox, readOutbox } from './outbox';
import { createSesEmailSender } from './ses-email-sender';

const PDF = Buffer.from('%PDF-1.4 test file');
const message: EmailMessage = {
  to: 'pat@example.com',
  subject: 'Invoice INV-1001 from Café Haul',
  text: 'Please find attached invoice INV-1001.',
  attachments: [{ filename: 'INV-1001.pdf', contentType: 'application/pdf', content: PDF.toString('base64') }],
};

describe('MIME message', () => {
  it('carries the text and the attachment, base64, with an encoded non-ASCII subject', () => {
    const mime = buildMimeMessage('no-reply@example.com', message);
    expect(mime).toContain('To: pat@example.com');
    expect(mime).toContain(`Subject: =?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`);
    expect(mime).toMatch(/Content-Type: multipart\/mixed; boundary="(mixed-[0-9a-f-]+)"/);
    expect(mime).toContain('Content-Disposition: attachment; filename="INV-1001.pdf"');
    expect(mime).toContain(PDF.toString('base64'));
    expect(mime).toContain(Buffer.from(message.text).toString('base64'));
    expect(mime.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('is sent as raw content when there are attachments, as simple content otherwise', async () => {
    const sent: unknown[] = [];
    const client = { send: async (command: { input: unknown }) => sent.push(command.input) } as unknown as SESv2Client;
    const sender = createSesEmailSender({ from: 'no-reply@example.com', client });
    await sender.sendEmail(message);
    await sender.sendEmail({ to: 'pat@example.com', subject: 'Hi', text: 'Plain' });
    const [raw, simple] = sent as { Content: { Raw?: { Data: Uint8Array }; Simple?: unknown } }[];
    expect(Buffer.from(raw!.Content.Raw!.Data).toString('utf8')).toContain('filename="INV-1001.pdf"');
    expect(simple!.Content.Simple).toBeDefined();
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
