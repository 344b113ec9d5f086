/**
 * The limits of the shop's own HTTP server (npm start), each with its reason. Node's defaults suit a
 * trusted network, not the open internet: a client may dribble its headers for a minute, send a body
 * for five, and keep one connection forever.
 */
import type { Server, ServerOptions } from 'node:http';

/**
 * The most bytes of request line and headers (431 beyond): the shop's own cookie is under 100 bytes,
 * and this leaves room for the cookies analytics and a CDN add (Node's default, stated here).
 */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * How long a client may take to send its headers: a slow-loris client that dribbles them holds a
 * socket for no more than this. A real browser sends them in one packet.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * How long a client may take to send a whole request: the largest body the API takes is 64 KB
 * (input-rules.ts), seconds even on a poor mobile link, so a body still coming after this is an attack.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle keep-alive connection stays open: longer than the 60 s idle timeout of the usual
 * proxies in front (nginx's keepalive_timeout, cloud load balancers), so the proxy always closes an idle
 * connection first and never sends a request on one this server is closing (a 502).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Requests served on one keep-alive connection before it is closed: no client holds one connection (and, behind a balancer, one process) forever. */
export const MAX_REQUESTS_PER_SOCKET = 1000;
/** How often the server looks for requests over their timeouts (Node's default, 30 s, would let a timeout run 30 s late). */
export const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

/** The options the server is created with (those Node takes only at creation). */
export const SERVER_OPTIONS: ServerOptions = {
  maxHeaderSize: MAX_HEADER_BYTES,
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
};

/** Sets the limits a server takes after creation: keep-alive and requests per connection. */
export function applyServerLimits(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  return server;
}
