import { expect, test } from 'vitest';
import { installSyncDigest } from '../../scripts/lib/sync-digest.ts';

test("the build's synchronous digest gives WebCrypto's bytes, and is taken away again", async () => {
  const text = new TextEncoder().encode('<script>console.log("çğıöşü")</script>'.repeat(50));
  const slice = text.subarray(7, 300);
  const expected = await Promise.all(
    ['SHA-256', 'SHA-384', 'SHA-512'].map((a) => crypto.subtle.digest(a, slice)),
  );
  const original = crypto.subtle.digest;
  const stop = installSyncDigest();
  try {
    expect(crypto.subtle.digest).not.toBe(original);
    const got = await Promise.all([
      crypto.subtle.digest('SHA-256', slice),
      crypto.subtle.digest({ name: 'SHA-384' }, slice),
      crypto.subtle.digest('sha-512', slice.slice().buffer),
    ]);
    expect(got.map((b) => Buffer.from(b).toString('hex'))).toEqual(
      expected.map((b) => Buffer.from(b).toString('hex')),
    );
  } finally {
    stop();
  }
  expect(crypto.subtle.digest).toBe(original);
});
