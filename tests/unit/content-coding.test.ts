import { describe, expect, it } from 'vitest';
import { acceptedCodings, varyWithAcceptEncoding } from '../../src/server/http/content-coding.ts';

const BOTH = ['br', 'gzip'] as const;

describe('acceptedCodings', () => {
  it('accepts nothing without a header, with an empty one, or with identity only', () => {
    expect(acceptedCodings(undefined, BOTH)).toEqual([]);
    expect(acceptedCodings('', BOTH)).toEqual([]);
    expect(acceptedCodings('identity', BOTH)).toEqual([]);
  });

  it("orders a browser's equal preferences as the server offers them", () => {
    expect(acceptedCodings('gzip, deflate, br, zstd', BOTH)).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip, deflate', BOTH)).toEqual(['gzip']);
    expect(acceptedCodings('br', BOTH)).toEqual(['br']);
  });

  it("follows the client's q-values, and refuses a coding at q=0", () => {
    expect(acceptedCodings('br;q=0.5, gzip;q=0.9', BOTH)).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip', BOTH)).toEqual(['gzip']);
    expect(acceptedCodings('br; q=0.000, gzip;Q=0', BOTH)).toEqual([]);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.001', BOTH)).toEqual(['gzip', 'br']);
  });

  it('reads * for the codings not named, and x-gzip as gzip', () => {
    expect(acceptedCodings('*', BOTH)).toEqual(['br', 'gzip']);
    expect(acceptedCodings('*;q=0', BOTH)).toEqual([]);
    expect(acceptedCodings('gzip;q=0, *', BOTH)).toEqual(['br']);
    expect(acceptedCodings('br, *;q=0', BOTH)).toEqual(['br']);
    expect(acceptedCodings('x-gzip', BOTH)).toEqual(['gzip']);
  });

  it('ignores case, spaces and malformed entries', () => {
    expect(acceptedCodings(' GZIP ,  Br ', BOTH)).toEqual(['br', 'gzip']);
    expect(acceptedCodings('br;q=2, gzip;q=abc, gzip;q=0.4', BOTH)).toEqual(['gzip']);
    expect(acceptedCodings(',,;q=1, gzip', BOTH)).toEqual(['gzip']);
  });

  it('offers only what the server lists', () => {
    expect(acceptedCodings('gzip, br', ['gzip'])).toEqual(['gzip']);
    expect(acceptedCodings('br', ['gzip'])).toEqual([]);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding to what the answer varies on, once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('')).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Accept')).toBe('Accept, Accept-Encoding');
    expect(varyWithAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
    expect(varyWithAcceptEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
