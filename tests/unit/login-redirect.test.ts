import { describe, expect, test } from 'vitest';
import { afterSignInPath, loginUrl, safeRedirect } from '../../src/stores/login-redirect.ts';

describe('the sign-in redirect (SPEC §6: 401 goes to /account/login)', () => {
  test('the sign-in URL remembers the page, in its language', () => {
    expect(loginUrl({ pathname: '/elektronik', search: '?page=2' })).toBe(
      '/account/login?redirect=%2Felektronik%3Fpage%3D2',
    );
    expect(loginUrl({ pathname: '/en/termos-p-4', search: '' })).toBe(
      '/en/account/login?redirect=%2Fen%2Ftermos-p-4',
    );
  });

  test('on the sign-in page itself, the page it remembers stays', () => {
    expect(loginUrl({ pathname: '/account/login', search: '?redirect=%2Fsepet' })).toBe(
      '/account/login?redirect=%2Fsepet',
    );
    expect(loginUrl({ pathname: '/en/account/login/', search: '' })).toBe('/en/account/login/');
  });

  test('same-site paths are kept with their query and fragment', () => {
    expect(safeRedirect('/sepet')).toBe('/sepet');
    expect(safeRedirect('/en/elektronik?page=2#liste')).toBe('/en/elektronik?page=2#liste');
  });

  test('anything that leaves the site gives home', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/',
      'evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
    // Dot segments that resolve to '//host' would be read as another host: one slash is kept.
    expect(safeRedirect('/.//evil.example')).toBe('/evil.example');
    expect(safeRedirect('/a/..//evil.example')).toBe('/evil.example');
  });

  test('after signing in: the redirect parameter when it is same-site, else home', () => {
    expect(afterSignInPath('?redirect=%2Ftermos-p-4', '/')).toBe('/termos-p-4');
    expect(afterSignInPath('', '/en')).toBe('/en');
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.example', '/en')).toBe('/');
  });
});
