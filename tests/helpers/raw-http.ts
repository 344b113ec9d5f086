import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as it came over the wire: nothing decoded. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body bytes as sent (compressed when content-encoding says so). */
  body: Buffer;
}

/**
 * Sends one request with exactly these headers and the path as written (no normalisation, unlike
 * fetch), and gives back the raw answer: what a client notices before any decoding.
 */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded as its content-encoding says (br, gzip or none). */
export function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  if (coding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${String(coding)}`);
}
