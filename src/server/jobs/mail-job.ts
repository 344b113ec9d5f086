/**
 * `npm start` sends the queued e-mails (mail/mail-sender.ts) at start and every half minute: an
 * order's confirmation leaves within seconds of the order, and a mail server that was down gets its
 * e-mails once it is back. Logs counts, never addresses.
 */
import type { Database } from '../db/client.ts';
import { sendDueMails } from '../mail/mail-sender.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { type Periodic, runPeriodically } from './periodic.ts';

/** How often the queue is read. */
export const MAIL_SEND_MS = 30_000;

/** Starts the periodic sender. */
export function startMailSender(db: Database, transport: MailTransport, everyMs = MAIL_SEND_MS): Periodic {
  return runPeriodically(
    async () => {
      const { sent, retried, failed } = await sendDueMails(db, transport);
      if (retried + failed > 0)
        console.error(
          `E-mails: ${sent} sent, ${retried} to try again later, ${failed} given up (see mail_queue).`,
        );
    },
    everyMs,
    (err) => console.error('Sending the queued e-mails failed; it runs again later:', err),
  );
}
