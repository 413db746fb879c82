// The local stand-in for SES and SNS: every message becomes one JSON file in a folder, listed by
// the local gateway at /dev/outbox. File names sort by time, so the listing is newest first. An
// e-mail's attachments are written beside its entry (served at /dev/outbox/files/{file}).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../logger';
import type { EmailMessage, EmailSender, OutboxAttachment, OutboxEntry, SmsSender } from './message';

const entryName = (entry: Pick<OutboxEntry, 'sentAt' | 'id'>) => `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}`;

/** A file name that stays inside the outbox folder whatever the attachment was called. */
function safeFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'attachment';
  // Entries are the .json files: an attachment must never be mistaken for one.
  return safe.toLowerCase().endsWith('.json') ? `${safe}.txt` : safe;
}

/** Whether `name` is an attachment file the outbox wrote (what the gateway may serve). */
export const isOutboxAttachmentFile = (name: string) => /^[A-Za-z0-9._-]+$/.test(name) && !name.startsWith('.') && !name.endsWith('.json');

export function createOutbox(folder: string, clock: () => Date = () => new Date()): EmailSender & SmsSender {
  async function store(entry: OutboxEntry) {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${entryName(entry)}.json`), JSON.stringify(entry, null, 2));
    logger.info('Message written to the local outbox', { channel: entry.channel, to: entry.to });
  }
  async function sendEmail({ attachments, ...message }: EmailMessage) {
    const head = { channel: 'email' as const, id: randomUUID(), sentAt: clock().toISOString() };
    const stored: OutboxAttachment[] = [];
    if (attachments?.length) await mkdir(folder, { recursive: true });
    for (const [index, attachment] of (attachments ?? []).entries()) {
      const bytes = Buffer.from(attachment.content, 'base64');
      const file = `${entryName(head)}-${index + 1}-${safeFileName(attachment.filename)}`;
      await writeFile(path.join(folder, file), bytes);
      stored.push({ filename: attachment.filename, contentType: attachment.contentType, size: bytes.length, file });
    }
    await store({ ...head, ...message, ...(stored.length ? { attachments: stored } : {}) });
  }
  return {
    sendEmail,
    sendSms: (message) => store({ channel: 'sms', id: randomUUID(), sentAt: clock().toISOString(), ...message }),
  };
}

export async function readOutbox(folder: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort().reverse();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxEntry));
}
