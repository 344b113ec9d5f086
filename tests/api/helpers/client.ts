/** An API application as the client calls it: the shop's (app.ts) or the owner's side's (admin-api.ts). */
interface Api {
  request(input: string, init: RequestInit, env: { remoteAddress: string }): Response | Promise<Response>;
}

let clients = 0;

/** A new client address for each client (198.18.0.0/15 is for tests), as if each shopper had their own. */
export function testAddress(): string {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * A browser-like client of an API (the shop's, or with `base` the owner's side's): keeps the session
 * cookie and sends same-origin headers. It connects from its own address (the socket's, as the server
 * adapter would pass it), or the one given.
 */
export function apiClient(
  app: Api,
  origin = 'http://shop.test',
  options: { address?: string; base?: '/api/catalog' | '/api/admin' } = {},
) {
  const base = options.base ?? '/api/catalog';
  const address = options.address ?? testAddress();
  let cookie = '';
  async function call(
    method: string,
    path: string,
    init: {
      form?: Record<string, string>;
      multipart?: Record<string, string>;
      raw?: string;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { host: new URL(origin).host, ...init.headers };
    if (cookie) headers.cookie = cookie;
    let body: BodyInit | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.raw !== undefined) {
      body = init.raw;
    } else if (init.multipart) {
      const data = new FormData();
      for (const [key, value] of Object.entries(init.multipart)) data.append(key, value);
      body = data;
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    if (method !== 'GET' && !('origin' in headers)) headers.origin = origin;
    const res = await app.request(
      `${origin}${base}${path}`,
      { method, headers, body },
      { remoteAddress: address },
    );
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON answers
    return { status: res.status, data: data as any, headers: res.headers };
  }
  return {
    request: call,
    get: (path: string) => call('GET', path),
    post: (path: string, init?: Parameters<typeof call>[2]) => call('POST', path, init),
    patch: (path: string, init?: Parameters<typeof call>[2]) => call('PATCH', path, init),
    delete: (path: string) => call('DELETE', path),
    address,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}
