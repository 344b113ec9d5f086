import { describe, expect, test } from 'vitest';
import { ResponseCache } from '../../src/server/http/response-cache.ts';

/** A read that counts its calls and answers the given bodies in turn. */
function reader(...bodies: (string | undefined)[]) {
  let calls = 0;
  const read = async () => bodies[Math.min(calls++, bodies.length - 1)];
  return { read, calls: () => calls };
}

describe('response cache', () => {
  test('answers a kept body while fresh without reading again', async () => {
    const cache = new ResponseCache(5_000);
    const r = reader('{"page":1}', '{"page":"new"}');
    const t = Date.now();
    expect(await cache.answer('k', r.read, t)).toBe('{"page":1}');
    expect(await cache.answer('k', r.read, t + 4_000)).toBe('{"page":1}');
    expect(r.calls()).toBe(1);
  });

  test('a stale body is answered once more while one read refreshes it; an expired one is read', async () => {
    const cache = new ResponseCache(5_000);
    const r = reader('old', 'new', 'newest');
    const t = Date.now();
    await cache.answer('k', r.read, t);
    // Between 5 and 10 s old: the old body at once, a refresh behind it.
    expect(await cache.answer('k', r.read, t + 6_000)).toBe('old');
    await Promise.resolve();
    expect(r.calls()).toBe(2);
    expect(await cache.answer('k', r.read, t + 6_001)).toBe('new');
    // Over twice the ttl: read afresh, and the shopper waits for it.
    expect(await cache.answer('k', r.read, t + 60_000)).toBe('newest');
  });

  test('concurrent misses share one read', async () => {
    const cache = new ResponseCache(5_000);
    const r = reader('once');
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('k', r.read)));
    expect(new Set(answers)).toEqual(new Set(['once']));
    expect(r.calls()).toBe(1);
  });

  test('keeps nothing a read declines (a 404), nor anything when off', async () => {
    const cache = new ResponseCache(5_000);
    const missing = reader(undefined, undefined);
    await cache.answer('nothing', missing.read);
    await cache.answer('nothing', missing.read);
    expect(missing.calls()).toBe(2);
    const off = new ResponseCache(0);
    const r = reader('a', 'b');
    expect(await off.answer('k', r.read)).toBe('a');
    expect(await off.answer('k', r.read)).toBe('b');
    expect(off.size).toBe(0);
  });

  test('drops the least recently used answer when full', async () => {
    const cache = new ResponseCache(60_000, 2);
    const t = Date.now();
    await cache.answer('a', async () => 'A', t);
    await cache.answer('b', async () => 'B', t);
    await cache.answer('a', async () => 'A2', t); // a is now the most recently used
    await cache.answer('c', async () => 'C', t);
    expect(await cache.answer('a', async () => 'A3', t)).toBe('A');
    expect(await cache.answer('b', async () => 'B2', t)).toBe('B2');
  });

  test('clear() drops every answer, and a read begun before it is not kept', async () => {
    const cache = new ResponseCache(60_000);
    await cache.answer('k', async () => 'before');
    cache.clear();
    let release: (body: string) => void = () => {};
    const slow = cache.answer('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('read before the clear');
    expect(await slow).toBe('read before the clear');
    expect(await cache.answer('k', async () => 'after')).toBe('after');
  });
});
