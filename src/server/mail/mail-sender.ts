/**
 * Sends the queued e-mails that are due (mail-queue.ts), a batch at a time: each is claimed first
 * (skipping those another process holds, so several shop processes never send one twice), sent, and
 * marked sent; a failure is tried again later (domain/mail/mail-retry.ts) and after the last try
 * stays `failed`, with the transport's reason, for the owner to see.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { nextMailTry } from '../../domain/mail/mail-retry.ts';
import type { Database } from '../db/client.ts';
import { mailQueue, store } from '../db/schema/index.ts';
import type { MailTransport } from './mail-transport.ts';

/** How long a claimed e-mail is held by its sender before another may take it (a sender that died). */
const CLAIM_MS = 5 * 60_000;
/** E-mails claimed at once. */
const BATCH = 20;

/** What a round of sending did. */
export interface SendResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The sender address: MAIL_FROM, else the shop's name and e-mail, else a local address. */
async function senderOf(db: Database, env: NodeJS.ProcessEnv): Promise<string> {
  const configured = env.MAIL_FROM?.trim();
  if (configured) return configured;
  const [row] = await db.select({ name: store.name, email: store.email }).from(store).limit(1);
  if (row?.email) return row.name ? `"${row.name.replaceAll('"', "'")}" <${row.email}>` : row.email;
  return 'magaza@localhost';
}

/** Claims up to BATCH due e-mails for this sender. */
async function claim(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.status, 'pending'),
          lte(mailQueue.nextAttemptAt, now),
          or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          mailQueue.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Sends every due e-mail (round after round until none is due); the counts. */
export async function sendDueMails(
  db: Database,
  transport: MailTransport,
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = () => new Date(),
): Promise<SendResult> {
  const result: SendResult = { sent: 0, retried: 0, failed: 0 };
  let from: string | undefined;
  for (;;) {
    const batch = await claim(db, now());
    if (batch.length === 0) return result;
    from ??= await senderOf(db, env);
    for (const mail of batch) {
      const attempts = mail.attempts + 1;
      try {
        await transport.send({
          id: mail.id,
          kind: mail.kind,
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .update(mailQueue)
          .set({ status: 'sent', attempts, sentAt: now(), lockedUntil: null, lastError: null })
          .where(eq(mailQueue.id, mail.id));
        result.sent += 1;
      } catch (err) {
        const next = nextMailTry(attempts, now());
        await db
          .update(mailQueue)
          .set({
            status: next ? 'pending' : 'failed',
            attempts,
            nextAttemptAt: next ?? sql`${mailQueue.nextAttemptAt}`,
            lockedUntil: null,
            lastError: String((err as Error)?.message ?? err).slice(0, 500),
          })
          .where(eq(mailQueue.id, mail.id));
        if (next) result.retried += 1;
        else result.failed += 1;
      }
    }
  }
}
