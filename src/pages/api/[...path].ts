import type { APIRoute } from 'astro';
import { createApi } from '../../server/app.ts';
import { sharedDatabase } from '../../server/db/instance.ts';
import { paymentProviderFromEnv } from '../../server/payment/provider-config.ts';

export const prerender = false;

let api: Promise<ReturnType<typeof createApi>> | undefined;

/** Every /api/* request goes to the Hono application. */
export const ALL: APIRoute = async ({ request }) => {
  api ??= sharedDatabase().then((h) => createApi(h.db, { payment: paymentProviderFromEnv() }));
  return (await api).fetch(request);
};
