import { describe, expect, test } from 'vitest';
import { ResponseCache } from '../../src/server/http/response-cache.ts';

describe('response cache', () => {
  test('answers a stored body until it is ttl old, then forgets it', () => {
    const cache = new ResponseCache(5_000);
    cache.set('/products?page=2', '{"page":2}', 1_000);
    expect(cache.get('/products?page=2', 5_999)).toBe('{"page":2}');
    expect(cache.get('/products?page=2', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('drops the least recently used entry when full', () => {
    const cache = new ResponseCache(60_000, 2);
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    expect(cache.get('a', 1)).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A');
    expect(cache.get('c', 3)).toBe('C');
  });

  test('keeps nothing when off, and clear() empties it', () => {
    const off = new ResponseCache(0);
    off.set('a', 'A', 0);
    expect(off.get('a', 0)).toBeUndefined();
    const cache = new ResponseCache(1_000);
    cache.set('a', 'A', 0);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
