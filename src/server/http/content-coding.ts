/** The content codings the server answers with, besides identity. */
export type Coding = 'br' | 'gzip';

/**
 * The codings of `offered` that an Accept-Encoding header accepts, most preferred first: by the
 * client's q-value, ties in the order of `offered`. A coding with q=0 (itself, or through `*` when it
 * is not named) is refused. No header, or an empty one, accepts none: the answer is identity.
 */
export function acceptedCodings(header: string | undefined, offered: readonly Coding[]): Coding[] {
  if (!header) return [];
  const named = new Map<string, number>();
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = qValue(params);
    if (q === undefined) continue;
    if (name === '*') {
      wildcard = q;
      continue;
    }
    // x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
    const key = name === 'x-gzip' ? 'gzip' : name;
    named.set(key, Math.max(q, named.get(key) ?? 0));
  }
  return offered
    .map((coding, order) => ({ coding, order, q: named.get(coding) ?? wildcard ?? 0 }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((c) => c.coding);
}

/** The q-value of one Accept-Encoding entry: 1 without one, undefined when it is malformed. */
function qValue(params: readonly string[]): number | undefined {
  let q = 1;
  for (const param of params) {
    const [key = '', value = ''] = param.split('=').map((s) => s.trim());
    if (key.toLowerCase() !== 'q') continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return undefined;
    q = Number(value);
  }
  return q;
}

/** A Vary header value that also names Accept-Encoding, keeping what was there. */
export function varyWithAcceptEncoding(existing: string | number | readonly string[] | undefined): string {
  const current = (Array.isArray(existing) ? existing.join(', ') : String(existing ?? '')).trim();
  if (!current) return 'Accept-Encoding';
  const names = current.split(',').map((s) => s.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return current;
  return `${current}, Accept-Encoding`;
}
