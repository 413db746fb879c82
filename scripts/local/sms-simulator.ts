// /dev/sms on the local gateway: a phone for text-to-book. POST /dev/sms takes an inbound text
// ({from, text} as JSON, or the page's form) and hands it to the sms function as AWS End User
// Messaging would, through the inbound-SMS topic (marketplace-functions.ts: in process, or to the
// function's asset), then answers the replies it wrote to the outbox. GET /dev/sms shows a form and one number's
// conversation: the texts sent from this page and the replies from the outbox. Payment links
// return to the origin the simulator was called on.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import { readOutbox } from '../../functions/platform/messaging/outbox';
import { toE164 } from '../../functions/notifications/order-notification';
import { SITE_CONTACT } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { simulatedSmsSchema, type InboundSms } from '../../shared/schemas/sms';
import { localSnsEvent } from './sns-event';

const LOCAL_INBOUND_TOPIC_ARN = 'arn:aws:sns:us-east-1:000000000000:local-marketplace-inbound-sms';
const MARKETPLACE_NUMBER = toE164(SITE_CONTACT.phone)!;
const MAX_BODY_BYTES = 16 * 1024;

export function inboundSnsEvent(inbound: InboundSms): SNSEvent {
  return localSnsEvent(LOCAL_INBOUND_TOPIC_ARN, inbound);
}

interface SentText {
  to: string;
  body: string;
  sentAt: string;
  direction: 'in' | 'out';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderSmsPage(from: string, texts: SentText[], error?: string): string {
  const bubbles = texts
    .map(
      (text) =>
        `<li class="${text.direction}"><p>${linkify(text.body)}</p><time>${escape(new Date(text.sentAt).toLocaleTimeString('en-US'))}</time></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local SMS simulator</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
ol{list-style:none;padding:0}li{margin:.5rem 0;max-width:85%;padding:.5rem .75rem;border-radius:12px}
li p{margin:0;white-space:pre-wrap}li time{font-size:.75rem;color:#52606d}
.in{margin-left:auto;background:#d9f2e6}.out{background:#e4e7eb}form{display:grid;gap:.5rem}
label{font-weight:600}input,textarea,button{font:inherit;padding:.4rem}.error{color:#b42318}</style></head>
<body><main><h1>Local SMS simulator</h1>
<p>Texts to ${escape(SITE_CONTACT.phone)} go to the sms function as two-way SMS would deliver them; its replies come from the <a href="/dev/outbox">outbox</a>. Try BOOK, HELP, STOP and START.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/dev/sms">
<label for="from">From number</label><input id="from" name="from" value="${escape(from)}" required>
<label for="text">Text</label><textarea id="text" name="text" rows="2" autofocus></textarea>
<button type="submit">Send</button></form>
<h2>Conversation with ${escape(from)}</h2>
${bubbles ? `<ol>${bubbles}</ol>` : '<p>No texts yet.</p>'}
</main></body></html>`;
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

export interface SmsSimulator {
  /** Answers /dev/sms; false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
}

export function createSmsSimulator(options: { outboxDir: string; receiveText: (inbound: InboundSms, siteUrl: string) => Promise<void> }): SmsSimulator {
  const inbound: SentText[] = [];

  async function conversationOf(number: string): Promise<SentText[]> {
    const replies = (await readOutbox(options.outboxDir))
      .filter((entry) => entry.channel === 'sms' && entry.to === number)
      .map((entry) => ({ to: entry.to, body: entry.channel === 'sms' ? entry.body : '', sentAt: entry.sentAt, direction: 'out' as const }));
    return [...inbound.filter((text) => text.to === number), ...replies].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  }

  async function deliver(from: string, text: string, origin: string): Promise<string[]> {
    const sentAt = new Date().toISOString();
    inbound.push({ to: from, body: text, sentAt, direction: 'in' });
    await options.receiveText(
      {
        originationNumber: from,
        destinationNumber: MARKETPLACE_NUMBER,
        messageKeyword: text.trim().split(/\s+/)[0]?.toUpperCase() ?? '',
        messageBody: text,
        inboundMessageId: randomUUID(),
      },
      origin,
    );
    return (await conversationOf(from)).filter((entry) => entry.direction === 'out' && entry.sentAt >= sentAt).map((entry) => entry.body);
  }

  return {
    async handle(request, response, url) {
      if (url.pathname !== '/dev/sms') return false;
      if (request.method === 'GET') {
        const from = toE164(url.searchParams.get('from') ?? '') ?? '+16145550100';
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' })
          .end(renderSmsPage(from, await conversationOf(from)));
        return true;
      }
      if (request.method !== 'POST') {
        sendJson(response, 405, { message: 'Method Not Allowed' });
        return true;
      }
      const raw = await readBody(request);
      if (raw === null) {
        sendJson(response, 413, { message: 'Request Entity Too Large' });
        return true;
      }
      const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      let fields: unknown;
      try {
        fields = isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw || '{}');
      } catch {
        sendJson(response, 400, { message: MESSAGES.bodyNotJson });
        return true;
      }
      const parsed = simulatedSmsSchema.safeParse(fields);
      const from = parsed.success ? toE164(parsed.data.from) : undefined;
      if (!parsed.success || !from) {
        const message = parsed.success ? 'Enter a US phone number, e.g. +16145550100' : parsed.error.issues[0]!.message;
        if (isForm) response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(renderSmsPage('+16145550100', [], message));
        else sendJson(response, 400, { message });
        return true;
      }
      try {
        const replies = await deliver(from, parsed.data.text, url.origin);
        if (isForm) response.writeHead(303, { location: `/dev/sms?from=${encodeURIComponent(from)}` }).end();
        else sendJson(response, 200, { from, replies });
      } catch (error) {
        console.error('[sms simulator] the sms function failed:', error);
        sendJson(response, 500, { message: 'The sms function failed; see the stack log.' });
      }
      return true;
    },
  };
}
