import type { CallingApiKey } from '../admin/admin-actor.ts';
import type { SignedInStaff } from '../admin/staff-sessions.ts';
import type { PasswordHasher } from '../auth/password-gate.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import type { SiteAddress } from '../site-address.ts';
import type { ServerBindings } from './client-address.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RequestInput } from './request-body.ts';
import type { SignedInCustomer } from './require-customer.ts';
import type { ResponseCache } from './response-cache.ts';

/**
 * What every API handler can read from the context, with `c.get(key)`: Hono's `c.var` builds a new
 * object of every variable at each read (Object.fromEntries), several times in each request.
 */
export interface AppEnv {
  Bindings: ServerBindings;
  Variables: {
    db: Database;
    session: Session | null;
    /** The configured payment provider; null when the shop takes no card payments. */
    payment: PaymentProvider | null;
    /** Recent product-list answers (off unless the server turns it on). */
    listCache: ResponseCache;
    /** The client's address as rate limits count it (src/server/http/client-address.ts). */
    clientAddress: string;
    /** The database-backed rate limits shared by every process. */
    rateLimiter: RateLimiter;
    /** Password hashing, at most a few at once (src/server/auth/password-gate.ts). */
    passwords: PasswordHasher;
    /** The request's body as the input guard read and checked it. */
    input: RequestInput;
    /** The shop's public address (SITE_URL): cookie security, the cross-site guard. */
    site: SiteAddress;
    /**
     * The signed-in customer, set by the `signedIn` middleware (require-customer.ts): read it only
     * in a handler behind it.
     */
    customer: SignedInCustomer;
    /** The signed-in staff member of an /api/admin call (src/server/admin/staff-sessions.ts), or null. */
    staff: SignedInStaff | null;
    /** The integration API's key an /api/admin call came with (src/server/admin/admin-actor.ts), or null. */
    apiKey: CallingApiKey | null;
  };
}
