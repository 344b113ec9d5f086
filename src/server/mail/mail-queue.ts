/**
 * The e-mail queue (mail_queue): an e-mail is written out and queued in the transaction of the change
 * it tells of, so it goes out exactly when that change commits, and sending (mail-sender.ts) never
 * blocks or fails it. The same dedupe key queues once: a retried action does not mail twice.
 */
import { type MailDocument, renderMail } from '../../domain/mail/mail-document.ts';
import type { Database } from '../db/client.ts';
import { mailQueue } from '../db/schema/index.ts';

/** An e-mail to queue. */
export interface QueuedMail {
  readonly kind: string;
  readonly dedupeKey?: string;
  readonly to: string;
  readonly document: MailDocument;
  readonly orderId?: number;
}

/** Queues an e-mail (in the caller's transaction when `db` is one); nothing when its key was queued. */
export async function queueMail(db: Database, mail: QueuedMail): Promise<void> {
  const message = renderMail(mail.document);
  await db
    .insert(mailQueue)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      toAddress: mail.to,
      locale: mail.document.lang,
      subject: message.subject,
      text: message.text,
      html: message.html,
      orderId: mail.orderId ?? null,
    })
    .onConflictDoNothing({ target: mailQueue.dedupeKey });
}
