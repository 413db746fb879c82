// What the marketplace sends: e-mails (SES in AWS) and text messages (SNS in AWS). Services take
// these ports as arguments; locally both land in the outbox, where they can be read.
interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** An attachment as the outbox keeps it: the file is written beside the entry, named `file`. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  file: string;
}

export interface SmsMessage {
  /** E.164, e.g. +16145550142. */
  to: string;
  body: string;
  /** The reply to a HELP text: carriers require it answered even to a number that opted out. */
  answersHelp?: boolean;
}

export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

export type OutboxEntry =
  | ({ channel: 'email'; id: string; sentAt: string; attachments?: OutboxAttachment[] } & Omit<EmailMessage, 'attachments'>)
  | ({ channel: 'sms'; id: string; sentAt: string } & SmsMessage);
