/**
 * PostgreSQL's LISTEN/NOTIFY between the shop's processes: a connection of its own that listens on
 * a few channels and connects again (every 10 s) after it was lost. Used on PostgreSQL only: the
 * embedded database has one process, which learns everything in memory.
 */
import pg from 'pg';

/** What to do with a notification on each channel (its payload). */
export type ChannelHandlers = Readonly<Record<string, (payload: string) => void>>;

/** Listens on every channel of `handlers` until closed. */
export function listenToChannels(url: string, handlers: ChannelHandlers): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 10_000);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => handlers[message.channel]?.(message.payload ?? ''));
    next.on('error', () => again());
    next.on('end', () => again());
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      again();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
