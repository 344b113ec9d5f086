/**
 * Where e-mails go: through the SMTP server of SMTP_URL (smtp:// or smtps://user:password@host:port),
 * or, without it, into .eml files under DATA_DIR/mail, one per e-mail, as a mail program would save
 * them: the demo and the tests read them there, and a shop without a mail server yet loses nothing.
 * Built by nodemailer either way (its stream transport writes the same message SMTP would carry).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { dataDir } from '../config.ts';

/** An e-mail as the transport sends it. */
export interface OutgoingMail {
  readonly id: number;
  readonly kind: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Sends an e-mail, or throws why not. */
export interface MailTransport {
  /** Where e-mails go, for the start-up line: 'smtp://mail.example.com:587' or the folder. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** The folder e-mails are written to without SMTP_URL. */
export function mailFolder(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(dataDir(env), 'mail');
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-Shop-Mail': `${mail.kind}-${mail.id}` },
  };
}

/** Writes each e-mail as `<time>-<id>-<kind>.eml` in `folder` (written aside, then renamed: never half a file). */
export function folderTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: folder,
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${mail.id}-${mail.kind}.eml`;
      const path = join(folder, name);
      await writeFile(`${path}.part`, info.message as Buffer);
      await rename(`${path}.part`, path);
    },
  };
}

/** Sends through the SMTP server of `url`. */
export function smtpTransport(url: string): MailTransport {
  const smtp = nodemailer.createTransport(url);
  const shown = new URL(url);
  return {
    description: `${shown.protocol}//${shown.host}`,
    async send(mail) {
      await smtp.sendMail(message(mail));
    },
  };
}

/** The transport of the configuration: SMTP_URL's server, else the mail folder. */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport(url) : folderTransport(mailFolder(env));
}

/**
 * SMTP_URL's and MAIL_FROM's problem in one line, or undefined when they are usable (both may be
 * absent: e-mails then go to the folder, from the shop's own address).
 */
export function mailConfigProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.SMTP_URL?.trim();
  if (url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname)
      return 'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465';
  }
  const from = env.MAIL_FROM?.trim();
  if (from && !/^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from))
    return 'MAIL_FROM must be an e-mail address, such as "Örnek Mağaza <siparis@ornek.com.tr>"';
  return undefined;
}
