import { describe, expect, it } from 'vitest';
import { renderOutboxPage } from './outbox-page';

describe('the local outbox page', () => {
  it('links each e-mail attachment with its name, type and size', () => {
    const html = renderOutboxPage([
      {
        channel: 'email',
        id: 'e-1',
        sentAt: '2026-03-15T12:00:00.000Z',
        to: 'pat@example.com',
        subject: 'Invoice INV-1001 from Fresh Haul',
        text: 'Please find attached invoice INV-1001.',
        attachments: [{ filename: 'INV-1001.pdf', contentType: 'application/pdf', size: 4096, file: '2026-03-15T12-00-00-000Z-e-1-1-INV-1001.pdf' }],
      },
    ]);
    expect(html).toContain('<a href="/dev/outbox/files/2026-03-15T12-00-00-000Z-e-1-1-INV-1001.pdf">INV-1001.pdf</a> (application/pdf, 4 KB)');
  });
});
