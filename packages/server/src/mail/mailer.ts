import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when configured; otherwise each message is written as an .eml file into the outbox directory,
 * where a developer opens it (and tests read it).
 */
export function createMailer(config: MailConfig, from: string): Mailer {
  if (config.transport === 'smtp') {
    const transport = nodemailer.createTransport(config.url);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // The outbox holds reset and invitation links: the server's OS user only, whatever the umask.
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`;
      await writeFile(join(config.dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
