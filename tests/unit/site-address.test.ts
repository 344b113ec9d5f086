import { describe, expect, test } from 'vitest';
import { isLoopbackHost, siteAddress, siteAddressWarning } from '../../src/server/site-address.ts';

describe('the shop’s address (SITE_URL)', () => {
  test('without SITE_URL it is the quick start on http://localhost:4321', () => {
    expect(siteAddress({})).toEqual({ origin: 'http://localhost:4321', https: false, configured: false });
    expect(siteAddress({ SITE_URL: '  ' })).toMatchObject({ configured: false });
  });

  test('an https SITE_URL makes the shop https, whatever scheme reaches the server behind its proxy', () => {
    expect(siteAddress({ SITE_URL: 'https://www.anadoluticaret.com.tr/' })).toEqual({
      origin: 'https://www.anadoluticaret.com.tr',
      https: true,
      configured: true,
    });
    expect(siteAddress({ SITE_URL: 'http://shop.lan:8080' })).toEqual({
      origin: 'http://shop.lan:8080',
      https: false,
      configured: true,
    });
  });

  test('anything but an http(s) address is refused in one line', () => {
    for (const bad of [
      'shop.example.com',
      'ftp://shop.example.com',
      'https://user:pw@shop.example.com',
      'http//x',
    ]) {
      expect(() => siteAddress({ SITE_URL: bad }), bad).toThrow(
        `SITE_URL must be the shop's address such as https://shop.example.com, not "${bad}"`,
      );
    }
  });
});

describe('the warning of npm start about local links on a public host', () => {
  const quickStart = siteAddress({});
  const real = siteAddress({ SITE_URL: 'https://www.anadoluticaret.com.tr' });

  test('warns, in one line, when the shop listens beyond this machine and its links would say localhost', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.lan']) {
      const warning = siteAddressWarning(host, quickStart);
      expect(warning, host).toMatch(/^Warning: HOST .* SITE_URL is http:\/\/localhost:4321: /);
      expect(warning?.split('\n')).toHaveLength(1);
    }
    expect(siteAddressWarning('0.0.0.0', siteAddress({ SITE_URL: 'http://127.0.0.1:4321' }))).not.toBeNull();
  });

  test('is quiet on this machine only, or when SITE_URL names the real address', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(siteAddressWarning(host, quickStart), host).toBeNull();
    }
    expect(siteAddressWarning('0.0.0.0', real)).toBeNull();
  });

  test('knows the loopback names and addresses', () => {
    expect(
      ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'].every(
        isLoopbackHost,
      ),
    ).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', 'example.com', '128.0.0.1'].some(isLoopbackHost)).toBe(false);
  });
});
