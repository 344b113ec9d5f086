// The API under `astro dev` only: astro.config.mjs injects this route when the command is `dev`, so the
// production build holds no copy of the API and never opens the database (`npm start` serves the API
// itself, on its one handle).
import type { APIContext, APIRoute } from 'astro';
import { createApis } from '../apis.ts';
import { sharedDatabase } from '../db/instance.ts';
import { paymentProviderFromEnv } from '../payment/provider-config.ts';

export const prerender = false;

// The dev server may evaluate this module again after an edit; the app lives as long as the process.
const key = Symbol.for('shop.devApi');
const holder = globalThis as { [key]?: Promise<ReturnType<typeof createApis>> };

// The peer's address for the API's rate limits; Astro throws where its adapter cannot tell.
function peer(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** Every /api/* request of the dev server goes to the Hono application on the process's one database. */
export const ALL: APIRoute = async (context) => {
  holder[key] ??= sharedDatabase().then((h) => createApis(h.db, { payment: paymentProviderFromEnv() }));
  const api = await holder[key].catch((err) => {
    holder[key] = undefined;
    throw err;
  });
  return api.fetch(context.request, { remoteAddress: peer(context) });
};
