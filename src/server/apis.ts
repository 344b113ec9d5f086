/**
 * The shop's two APIs on one database, as one fetch: /api/admin (and below) to the owner's side
 * (admin/admin-api.ts), every other /api call to the shoppers' (app.ts). `npm start` and `astro
 * dev` serve this.
 */
import { type AdminApiOptions, createAdminApi } from './admin/admin-api.ts';
import { type ApiOptions, createApi } from './app.ts';
import type { Database } from './db/client.ts';
import type { ServerBindings } from './http/client-address.ts';

const ADMIN_PATH = /^\/api\/admin(?:\/|$)/;

/** Both APIs; `fetch` takes a request and the server's bindings, as Hono's does. */
export function createApis(db: Database, options: ApiOptions & AdminApiOptions = {}) {
  const shop = createApi(db, options);
  const admin = createAdminApi(db, options);
  return {
    fetch: (request: Request, env?: object) => {
      const bindings = env as ServerBindings | undefined;
      return ADMIN_PATH.test(new URL(request.url).pathname)
        ? admin.fetch(request, bindings)
        : shop.fetch(request, bindings);
    },
  };
}
