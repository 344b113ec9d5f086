import { describe, expect, test } from 'vitest';
import { trustedProxiesFromEnv } from '../../src/server/config.ts';
import { addressBucket, forwardedClient, looksProxied } from '../../src/server/http/client-address.ts';

describe('X-Forwarded-For behind trusted proxies', () => {
  test('no trusted proxy: the header is never read', () => {
    expect(forwardedClient('203.0.113.9', 0)).toBeUndefined();
  });

  test('one proxy: the right-most entry, whatever the client wrote before it', () => {
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('1.1.1.1, 2.2.2.2,203.0.113.9', 1)).toBe('203.0.113.9');
  });

  test('two proxies: the second from the right; fewer entries: the left-most', () => {
    expect(forwardedClient('1.1.1.1, 203.0.113.9, 10.0.0.5', 2)).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  test('no header or only commas: none', () => {
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient(' , ,', 1)).toBeUndefined();
  });
});

describe('addresses as rate-limit subjects', () => {
  test('IPv4 as it is, without a port; IPv4-mapped IPv6 as IPv4', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  test('IPv6 by its /64, however it is written', () => {
    const bucket = '2001:db8:85a3:8d3::/64';
    expect(addressBucket('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(bucket);
    expect(addressBucket('2001:0DB8:85A3:08D3::1')).toBe(bucket);
    expect(addressBucket('[2001:db8:85a3:8d3::2]:443')).toBe(bucket);
    expect(addressBucket('2001:db8:85a3:8d3::3%eth0')).toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('text that is no address is kept, cut short', () => {
    expect(addressBucket(' unknown ')).toBe('unknown');
    expect(addressBucket('x'.repeat(500))).toHaveLength(100);
  });
});

describe('TRUSTED_PROXIES', () => {
  test('0 by default; a whole number up to 10', () => {
    expect(trustedProxiesFromEnv({})).toBe(0);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: ' 2 ' })).toBe(2);
    for (const bad of ['-1', 'yes', '1.5', '11']) {
      expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: bad }), bad).toThrow(/^TRUSTED_PROXIES must be/);
    }
  });
});

describe('a proxy the shop does not trust', () => {
  test('X-Forwarded-For from this machine or a private network with no proxy configured looks proxied', () => {
    for (const peer of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.10',
      'fd00::1',
    ]) {
      expect(looksProxied('203.0.113.7', peer, 0), peer).toBe(true);
    }
  });

  test('not when a proxy is trusted, there is no header, or the peer is on the internet', () => {
    expect(looksProxied('203.0.113.7', '127.0.0.1', 1)).toBe(false);
    expect(looksProxied(undefined, '127.0.0.1', 0)).toBe(false);
    expect(looksProxied(' ', '127.0.0.1', 0)).toBe(false);
    // A visitor who writes the header himself does not make the shop warn.
    expect(looksProxied('10.0.0.1', '198.51.100.20', 0)).toBe(false);
    expect(looksProxied('10.0.0.1', '172.32.0.1', 0)).toBe(false);
    expect(looksProxied('10.0.0.1', '2001:db8::1', 0)).toBe(false);
  });
});
