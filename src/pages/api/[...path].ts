import type { APIContext, APIRoute } from 'astro';
import { createApi } from '../../server/app.ts';
import { sharedDatabase } from '../../server/db/instance.ts';

export const prerender = false;

let api: Promise<ReturnType<typeof createApi>> | undefined;

// The peer's address for the API's rate limits; Astro throws where its adapter cannot tell.
function peer(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** Every /api/* request goes to the Hono application. */
export const ALL: APIRoute = async (context) => {
  api ??= sharedDatabase().then((h) => createApi(h.db));
  return (await api).fetch(context.request, { remoteAddress: peer(context) });
};
