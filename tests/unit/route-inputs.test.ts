import { describe, expect, test } from 'vitest';
import { ADMIN_ROUTE_INPUTS, createAdminApi } from '../../src/server/admin/admin-api.ts';
import { createApi } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { NO_BODY, ROUTE_INPUTS, routeInput } from '../../src/server/http/route-inputs.ts';

// The API's routes as Hono holds them (building the app reads no database).
const routes = createApi({} as Database)
  .routes.filter((r) => r.method !== 'ALL')
  .map((r) => `${r.method} ${r.path.replace(/^\/api\/catalog/, '')}`);

describe('the table of what each call takes', () => {
  test('every POST, PUT and PATCH of the API is in the table: a new one cannot take a body by accident', () => {
    const withBody = routes.filter((r) => /^(POST|PUT|PATCH) /.test(r));
    // The spec's POSTs without fields take none (a 415 for any body sent to them), nor does the
    // reset of the checkout addresses, a POST because it changes the session. POST /cookies takes
    // SPEC's empty accept or the notice's JSON answer ('Reddet'), so it is in the table.
    const none = ['POST /auth/logout', 'POST /wishlist/:productId', 'POST /address/reset'];
    expect(withBody.filter((r) => !(r in ROUTE_INPUTS)).sort()).toEqual(none.sort());
  });

  test('every entry names a route of the API', () => {
    for (const key of Object.keys(ROUTE_INPUTS)) expect(routes, key).toContain(key);
  });

  test('a request finds its route by path, parameters included', () => {
    expect(routeInput('POST', '/cart/12').body).toEqual(['form']);
    expect(routeInput('PATCH', '/cart/12').body).toEqual(['json']);
    expect(routeInput('POST', '/cart').multiline).toEqual(['description']);
    expect(routeInput('POST', '/payment/3ds').body).toEqual(['json', 'form']);
    expect(routeInput('DELETE', '/cart/12')).toBe(NO_BODY);
    expect(routeInput('POST', '/no-such-call')).toBe(NO_BODY);
  });
});

describe('the table of what each call of the owner’s side takes', () => {
  // Hono lists a route once per handler (its middleware too): each call once.
  const adminRoutes = [
    ...new Set(
      createAdminApi({} as Database)
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/^\/api\/admin/, '')}`),
    ),
  ];

  test('every POST, PUT and PATCH of /api/admin is in its table, but the calls that take none', () => {
    const withBody = adminRoutes.filter((r) => /^(POST|PUT|PATCH) /.test(r));
    expect(withBody.filter((r) => !(r in ADMIN_ROUTE_INPUTS))).toEqual([
      'POST /auth/logout',
      'POST /auth/totp/setup',
      'POST /orders/:orderNo/payment-received',
      'POST /orders/:orderNo/delivered',
      'POST /orders/:orderNo/cancel',
    ]);
    for (const key of Object.keys(ADMIN_ROUTE_INPUTS)) expect(adminRoutes, key).toContain(key);
  });
});
