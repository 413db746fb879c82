// /dev/outbox: the e-mails and texts the marketplace "sent" on the local stack, newest first.
import type { OutboxEntry } from '../../functions/platform/messaging/message';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderOutboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map((entry) => {
      const heading =
        entry.channel === 'email'
          ? `E-mail to ${escape(entry.to)}: ${escape(entry.subject)}`
          : `Text message to ${escape(entry.to)}`;
      const body = entry.channel === 'email' ? entry.text : entry.body;
      const attachments =
        entry.channel === 'email' && entry.attachments?.length
          ? `<ul class="attachments">${entry.attachments
              .map(
                (attachment) =>
                  `<li><a href="/dev/outbox/files/${encodeURIComponent(attachment.file)}">${escape(attachment.filename)}</a> (${escape(attachment.contentType)}, ${Math.max(1, Math.round(attachment.size / 1024))} KB)</li>`,
              )
              .join('')}</ul>`
          : '';
      return `<article><h2>${heading}</h2><p class="meta">${escape(new Date(entry.sentAt).toLocaleString('en-US'))}</p><pre>${escape(body)}</pre>${attachments}</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #cbd2d9;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#52606d;margin:.25rem 0}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><main><h1>Local outbox</h1><p>E-mails (SES) and text messages (SNS) sent by the local marketplace. Reload to see new ones.</p>
${items || '<p>Nothing has been sent yet.</p>'}</main></body></html>`;
}
