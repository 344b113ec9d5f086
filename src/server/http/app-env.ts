import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import type { RequestInput } from './request-body.ts';
import type { ResponseCache } from './response-cache.ts';

/** What every API handler can read from the context. */
export interface AppEnv {
  Variables: {
    db: Database;
    session: Session | null;
    payment: PaymentProvider;
    /** Recent product-list answers (off unless the server turns it on). */
    listCache: ResponseCache;
    /** The request's body as the input guard read and checked it. */
    input: RequestInput;
  };
}
