/**
 * The one input layer of the API, mounted before the session read and before any handler: what no
 * handler should see is refused here with the spec's error shape, and nothing is read from or
 * written to the database first.
 *
 * - 400 for a control character or a lone surrogate in any text (path segments, query, form fields,
 *   JSON names and strings at any depth, header values), for percent-encoding that is not UTF-8, for
 *   a field over MAX_TEXT_LENGTH, for a multipart file part, for an unreadable or too deep body;
 * - 413 for a body over MAX_BODY_BYTES (or the call's own limit, route-inputs.ts), answered from Content-Length before the body is read, else
 *   as soon as the streamed body passes the limit (hono/body-limit), and the connection is closed;
 * - 415 for a body of a type the call does not take (route-inputs.ts).
 *
 * Handlers read the checked body from c.get('input') (parse.ts formFields, jsonBody).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { hasHeaderControl } from '../../domain/plain-text.ts';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';
import { MAX_BODY_BYTES, pathRefusal, type Refusal, readUrlEncoded } from './input-rules.ts';
import { EMPTY_INPUT, readBody } from './request-body.ts';
import { type RouteInput, type RouteInputs, routeInput } from './route-inputs.ts';

const TOO_LARGE: Refusal = { status: 413, key: 'api.bodyTooLarge' };
const NO_TYPE: Refusal = { status: 415, key: 'api.unsupportedMediaType' };
const INVALID_TEXT: Refusal = { status: 400, key: 'api.invalidText' };

function refuse(c: Context<AppEnv>, refusal: Refusal): Response {
  // The rest of a refused body is not worth reading: the connection ends with this answer.
  if (refusal.status === 413) c.header('connection', 'close');
  return apiError(c, refusal.status, refusal.key);
}

/** The body limit of each size in use (MAX_BODY_BYTES, and a call's own: RouteInput.maxBytes). */
const limits = new Map<number, MiddlewareHandler>();
function limitOf(maxSize: number): MiddlewareHandler {
  let limit = limits.get(maxSize);
  if (!limit) {
    limit = bodyLimit({ maxSize, onError: (c) => refuse(c, TOO_LARGE) });
    limits.set(maxSize, limit);
  }
  return limit;
}

/** The refusal of a request's URL and headers, or undefined when they are plain text. */
function urlAndHeaderRefusal(c: Context<AppEnv>): Refusal | undefined {
  const url = new URL(c.req.url);
  const refused = pathRefusal(url.pathname);
  if (refused) return refused;
  const query = readUrlEncoded(url.search.slice(1));
  if ('refused' in query) return query.refused;
  for (const [, value] of c.req.raw.headers) if (hasHeaderControl(value)) return INVALID_TEXT;
  return undefined;
}

/** Reads the body into c.get('input') as the call takes it; the refusal when it may not be read. */
async function readInput(c: Context<AppEnv>, input: RouteInput): Promise<Refusal | undefined> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await c.req.arrayBuffer());
  } catch {
    return { status: 400, key: 'api.badRequest' };
  }
  // The limit trusts Content-Length only because Node's parser holds the body to it.
  if (bytes.length > (input.maxBytes ?? MAX_BODY_BYTES)) return TOO_LARGE;
  if (bytes.length === 0) return undefined;
  const type = c.req.header('content-type');
  if (!type) return NO_TYPE;
  const read = await readBody(bytes, type, input);
  if ('refused' in read) return read.refused;
  c.set('input', read);
  return undefined;
}

/**
 * The input guard of an API served under basePath (see the module comment), with the table of what
 * its calls take (the catalog API's by default).
 */
export function inputGuard(basePath: string, inputs: RouteInputs = routeInput): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = urlAndHeaderRefusal(c);
    if (refused) return refuse(c, refused);
    c.set('input', EMPTY_INPUT);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    const input = inputs(c.req.method, c.req.path.slice(basePath.length) || '/');
    return limitOf(input.maxBytes ?? MAX_BODY_BYTES)(c, async () => {
      const bodyRefused = await readInput(c, input);
      if (bodyRefused) c.res = refuse(c, bodyRefused);
      else await next();
    });
  };
}
