/**
 * Lets WebCrypto's `crypto.subtle.digest` answer from node:crypto's synchronous hash, for the build's
 * child process. Astro hashes each page's inline scripts and styles for its Content-Security-Policy
 * with `crypto.subtle.digest`, which runs every call as a job on libuv's thread pool and resolves it
 * on a later turn; the precompression keeps that pool busy. In a profile of bench:build these few
 * short digests per page took 8% of the build's main thread. The same hash, computed at once, is
 * the same bytes.
 */
import { createHash } from 'node:crypto';

/** WebCrypto's digest names and node:crypto's. */
const NODE_NAMES: Readonly<Record<string, string>> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

type Digest = SubtleCrypto['digest'];

/** Installs the synchronous digest on `globalThis.crypto.subtle`; gives the function that takes it away. */
export function installSyncDigest(): () => void {
  const subtle = globalThis.crypto.subtle;
  const original = subtle.digest;
  const digest: Digest = (algorithm, data) => {
    const name = NODE_NAMES[(typeof algorithm === 'string' ? algorithm : algorithm.name).toUpperCase()];
    if (name === undefined) return original.call(subtle, algorithm, data);
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    const hash = createHash(name).update(bytes).digest();
    return Promise.resolve(
      hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer,
    );
  };
  subtle.digest = digest;
  return () => {
    subtle.digest = original;
  };
}
