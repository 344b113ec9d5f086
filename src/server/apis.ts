/**
 * The shop's two APIs on one database, as one fetch: /api/admin (and below) to the owner's side
 * (admin/admin-api.ts), every other /api call to the shoppers' (app.ts). `npm start` and `astro
 * dev` serve this.
 */
import { createAdminApi } from './admin/admin-api.ts';
import { type ApiOptions, createApi } from './app.ts';
import type { Database } from './db/client.ts';
import { apiServices } from './http/api-services.ts';
import type { ServerBindings } from './http/client-address.ts';

// On the request's absolute URL as it is (no URL parsed on the way to every list answer).
const ADMIN_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\/api\/admin(?:[/?#]|$)/i;

/**
 * Both APIs, sharing one rate limiter and one password gate; `fetch` takes a request and the
 * server's bindings, as Hono's does.
 */
export function createApis(db: Database, options: ApiOptions = {}) {
  const services = apiServices(db, options);
  const shop = createApi(db, { ...options, services });
  const admin = createAdminApi(db, { ...options, services });
  return {
    fetch: (request: Request, env?: object) => {
      const bindings = env as ServerBindings | undefined;
      return ADMIN_PATH.test(request.url) ? admin.fetch(request, bindings) : shop.fetch(request, bindings);
    },
  };
}
