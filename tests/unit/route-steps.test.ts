import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Session } from '../../src/server/auth/session.ts';
import type { AppEnv } from '../../src/server/http/app-env.ts';
import { apiError, type errorBody } from '../../src/server/http/errors.ts';
import { formBody, idParam } from '../../src/server/http/parse.ts';
import { Refused } from '../../src/server/http/refusal.ts';
import type { RequestInput } from '../../src/server/http/request-body.ts';
import { signedIn } from '../../src/server/http/require-customer.ts';
import { throughSteps } from '../../src/server/http/route-steps.ts';
import { checkedBy, valid } from '../../src/server/http/validate.ts';
import { OrderRefused } from '../../src/server/orders/order-refused.ts';

// The steps a route is built of (signedIn, valid, a thrown Refused), on a small app whose session and
// input are set by the test as the session middleware and the input guard would set them.
interface Call {
  customerId?: number | null;
  input?: RequestInput;
}

function appWith(build: (app: Hono<AppEnv>) => void, call: Call = {}) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const id = call.customerId;
    c.set('session', id === undefined ? null : ({ customerId: id, tokenHash: 'h' } as Session));
    c.set('input', call.input ?? { kind: 'empty' });
    await next();
  });
  build(app);
  app.onError((err, c) => {
    if (err instanceof Refused) return apiError(c, err.status, err.key, err.params);
    throw err;
  });
  return app;
}

async function answer(res: Response) {
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

/** The answer apiError gives, byte for byte, to compare the steps' answers with. */
async function expected(
  status: 400 | 401 | 403 | 404,
  key: Parameters<typeof errorBody>[0],
  params?: object,
) {
  const app = new Hono().get('/', (c) => apiError(c, status, key, params));
  return answer(await app.request('/'));
}

describe('signedIn', () => {
  const routes = (app: Hono<AppEnv>) => app.get('/me', signedIn, (c) => c.json({ id: c.var.customer.id }));

  test('a guest gets the 401 auth.signInRequired answer, the same bytes apiError gives', async () => {
    const res = await appWith(routes).request('/me');
    expect(await answer(res)).toEqual(await expected(401, 'auth.signInRequired'));
  });

  test('a session without a customer is a guest', async () => {
    const res = await appWith(routes, { customerId: null }).request('/me');
    expect(res.status).toBe(401);
  });

  test('a signed-in customer reaches the handler as c.var.customer', async () => {
    const res = await appWith(routes, { customerId: 42 }).request('/me');
    expect(await res.json()).toEqual({ id: 42 });
  });

  test('it answers before the input is validated: a guest with bad input gets the 401', async () => {
    const app = appWith(
      (a) => a.post('/x/:id', signedIn, valid('param', z.object({ id: idParam })), (c) => c.json({})),
      { customerId: null },
    );
    expect((await app.request('/x/abc', { method: 'POST' })).status).toBe(401);
  });
});

describe('valid', () => {
  const quantityForm = formBody.pipe(
    z.object({
      quantity: z.string().regex(/^\d+$/, { error: 'api.quantityRange' }),
      unit: z.string().regex(/^[A-Z]+$/, { error: 'api.unitNotFound' }),
    }),
  );
  const routes = (app: Hono<AppEnv>) =>
    app.post(
      '/cart/:productId',
      valid('param', z.object({ productId: idParam })),
      valid('form', quantityForm),
      (c) => c.json({ ...c.req.valid('param'), ...c.req.valid('form') }),
    );
  const post = (path: string, input: RequestInput) =>
    appWith(routes, { input }).request(path, { method: 'POST' });

  test('a bad path parameter answers 400 api.badRequest (the key when the check names none)', async () => {
    const res = await post('/cart/0', { kind: 'form', fields: { quantity: '1', unit: 'ADET' } });
    expect(await answer(res)).toEqual(await expected(400, 'api.badRequest'));
  });

  test('a JSON body where a form is read answers 400 api.badRequest', async () => {
    const res = await post('/cart/5', { kind: 'json', value: { quantity: '1' } });
    expect(await answer(res)).toEqual(await expected(400, 'api.badRequest'));
  });

  test('the first failing field answers, in the order of the schema', async () => {
    const both = await post('/cart/5', { kind: 'form', fields: { quantity: 'x', unit: '?' } });
    expect(await answer(both)).toEqual(await expected(400, 'api.quantityRange'));
    const unit = await post('/cart/5', { kind: 'form', fields: { quantity: '2', unit: '?' } });
    expect(await answer(unit)).toEqual(await expected(400, 'api.unitNotFound'));
  });

  test('the handler reads the parsed values', async () => {
    const res = await post('/cart/5', { kind: 'form', fields: { quantity: '2', unit: 'KG' } });
    expect(await res.json()).toEqual({ productId: 5, quantity: '2', unit: 'KG' });
  });

  test("a refusal's status, fallback key and {values} are its own", async () => {
    const app = appWith(
      (a) =>
        a.get(
          '/orders/:id',
          valid('param', z.object({ id: idParam }), { status: 404, key: 'api.notFound' }),
          (c) => c.json(c.req.valid('param')),
        ),
      {},
    );
    expect(await answer(await app.request('/orders/x'))).toEqual(await expected(404, 'api.notFound'));
    const withParams = appWith((a) =>
      a.post(
        '/pay',
        valid('form', z.object({ amount: z.string({ error: 'validation.freeAmount.max' }) }), {
          params: { max: '50.000,00' },
        }),
        (c) => c.json({}),
      ),
    );
    const res = await withParams.request('/pay', { method: 'POST' });
    expect(await answer(res)).toEqual(await expected(400, 'validation.freeAmount.max', { max: '50.000,00' }));
  });

  test('a domain validator answers its first field error (checkedBy)', async () => {
    const schema = formBody.transform(
      checkedBy((form: Readonly<Record<string, string>>) =>
        form.password
          ? { ok: true as const, errors: {}, value: form.password }
          : {
              ok: false as const,
              errors: { password: 'validation.password.required', other: 'api.badRequest' },
            },
      ),
    );
    const app = appWith(
      (a) => a.post('/p', valid('form', schema), (c) => c.json({ p: c.req.valid('form') })),
      {
        input: { kind: 'form', fields: {} },
      },
    );
    expect(await answer(await app.request('/p', { method: 'POST' }))).toEqual(
      await expected(400, 'validation.password.required'),
    );
  });
});

describe('Refused', () => {
  test('a refusal thrown by a service answers as apiError would (OrderRefused too)', async () => {
    const app = appWith((a) => {
      a.get('/a', () => {
        throw new Refused('reviews.notBought', 403);
      });
      a.get('/b', () => {
        throw new OrderRefused('checkout.emptyCart', 400);
      });
    });
    expect(await answer(await app.request('/a'))).toEqual(await expected(403, 'reviews.notBought'));
    expect(await answer(await app.request('/b'))).toEqual(await expected(400, 'checkout.emptyCart'));
  });
});

describe('throughSteps', () => {
  const routes = (app: Hono<AppEnv>) =>
    app.post('/w/:id', async (c) => {
      const refused = await throughSteps(c, signedIn, valid('param', z.object({ id: idParam })));
      return refused ?? c.json({ customer: c.var.customer.id });
    });

  test("a step's refusal answers as the step does, in the steps' order", async () => {
    const guest = await appWith(routes).request('/w/x', { method: 'POST' });
    expect(await answer(guest)).toEqual(await expected(401, 'auth.signInRequired'));
    const bad = await appWith(routes, { customerId: 7 }).request('/w/x', { method: 'POST' });
    expect(await answer(bad)).toEqual(await expected(400, 'api.badRequest'));
  });

  test('past every step the handler runs with what they set', async () => {
    const res = await appWith(routes, { customerId: 7 }).request('/w/3', { method: 'POST' });
    expect(await res.json()).toEqual({ customer: 7 });
  });
});
