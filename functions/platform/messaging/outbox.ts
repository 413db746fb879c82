// The local stand-in for SES and SNS: every message becomes one JSON file in a folder, listed by
// the local gateway at /dev/outbox. File names sort by time, so the listing is newest first.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../logger';
import type { EmailSender, OutboxEntry, SmsSender } from './message';

export function createOutbox(folder: string, clock: () => Date = () => new Date()): EmailSender & SmsSender {
  async function store(entry: OutboxEntry) {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}.json`), JSON.stringify(entry, null, 2));
    logger.info('Message written to the local outbox', { channel: entry.channel, to: entry.to });
  }
  return {
    sendEmail: (message) => store({ channel: 'email', id: randomUUID(), sentAt: clock().toISOString(), ...message }),
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
