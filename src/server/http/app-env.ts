import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payment/provider.ts';

/** What every API handler can read from the context. */
export interface AppEnv {
  Variables: {
    db: Database;
    session: Session | null;
    payment: PaymentProvider;
  };
}
