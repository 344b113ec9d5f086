/**
 * The client's address for rate limits: the socket's peer, or, behind a configured number of trusted
 * proxies, the X-Forwarded-For entry the outermost of them added. Entries to the left of it are
 * whatever the client wrote and are never read. IPv6 clients count per /64, the block one subscriber
 * gets, so cycling through their own addresses does not escape a limit.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What the server hands the app: the Node request under @hono/node-server; an address from a test. */
export interface ServerBindings {
  incoming?: IncomingMessage;
  /** The peer's address when there is no Node socket: set by the code that calls app.request(). */
  remoteAddress?: string;
}

/** The address when the peer has none (a closed socket, a request from no server). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The entry of an X-Forwarded-For header that the outermost of `trustedProxies` proxies added (each
 * proxy appends the address it was reached from): the N-th from the right. Undefined with no proxies
 * or no header.
 */
export function forwardedClient(header: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: the request skipped the outer ones, and the left-most entry is still
  // one a trusted proxy wrote.
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * An address as a rate-limit subject: port, brackets and zone dropped, IPv4-mapped IPv6 as IPv4,
 * other IPv6 as its /64 prefix. Text that is no address is kept (cut to 100 characters).
 */
export function addressBucket(raw: string): string {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind === 6) return `${ipv6Groups(text).slice(0, 4).join(':')}::/64`;
  return text.slice(0, 100);
}

// The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros.
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** The peer of the connection: the Node socket's address, else the address a test passed in. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as ServerBindings | undefined;
  if (env?.incoming?.socket) return getConnInfo(c).remote.address;
  return env?.remoteAddress;
}

/** The client's address as a rate-limit subject (see the module comment). */
export function clientAddress(c: Context, trustedProxies: number): string {
  const forwardedFor = c.req.header('x-forwarded-for');
  const peer = socketAddress(c);
  if (!warnedOfProxy && looksProxied(forwardedFor, peer, trustedProxies)) {
    warnedOfProxy = true;
    console.warn(
      `[shop] Requests come through a proxy at ${peer} (X-Forwarded-For) but TRUSTED_PROXIES is 0: every ` +
        'visitor counts as that one address for the rate limits. Set TRUSTED_PROXIES to the number of proxies in front of the shop.',
    );
  }
  const raw = forwardedClient(forwardedFor, trustedProxies) ?? peer;
  return raw ? addressBucket(raw) : UNKNOWN_ADDRESS;
}

let warnedOfProxy = false;

/**
 * Whether a request looks like it came through a proxy the shop does not trust: it carries
 * X-Forwarded-For, no proxy is configured, and its peer is this machine or a private network (where a
 * shop's own nginx or load balancer stands; a visitor from the internet cannot make that so).
 */
export function looksProxied(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedProxies: number,
) {
  if (trustedProxies > 0 || !forwardedFor?.trim() || !peer) return false;
  const address = addressBucket(peer);
  return (
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address) ||
    /^(::1|f[cd][0-9a-f]{0,2}:)/i.test(peer.replace(/^\[|\]$/g, ''))
  );
}
