import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import type { ResponseCache } from './response-cache.ts';

/** What every API handler can read from the context. */
export interface AppEnv {
  Variables: {
    db: Database;
    session: Session | null;
    /** The configured payment provider; null when the shop takes no card payments. */
    payment: PaymentProvider | null;
    /** Recent product-list answers (off unless the server turns it on). */
    listCache: ResponseCache;
  };
}
