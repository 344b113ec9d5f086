/**
 * When a queued e-mail that could not be sent is tried again: soon after a first failure (a mail
 * server restarting), then less and less often, for about a day; after the last try it is `failed`
 * and stays in the queue for the owner to see.
 */

/** The waits after each failed try, in minutes: 1, 5, 15, 60, 180, 360, 720. */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;

/** The tries an e-mail gets: the first and one after each wait. */
export const MAIL_TRIES = RETRY_MINUTES.length + 1;

/** When to try again after `failedTries` failed tries (1 = the first failed), or null: give up. */
export function nextMailTry(failedTries: number, now: Date): Date | null {
  const minutes = RETRY_MINUTES[failedTries - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}
