import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../src/server/http/request-route.ts';

describe('routeRequest', () => {
  it('sends the API and its query as they are', () => {
    expect(routeRequest('/api/catalog/cart')).toEqual({ to: 'api', target: '/api/catalog/cart' });
    expect(routeRequest('/api/catalog/products/search?q=%C3%A7anta&page=2')).toEqual({
      to: 'api',
      target: '/api/catalog/products/search?q=%C3%A7anta&page=2',
    });
    expect(routeRequest('/api')).toEqual({ to: 'api', target: '/api' });
    expect(routeRequest('/api/')).toEqual({ to: 'api', target: '/api/' });
  });

  it('sends every spelling that decodes to /api/… to the API, in canonical form', () => {
    for (const target of [
      '/%61pi/catalog/cart',
      '/ap%69/catalog/cart',
      '/%61%70%69/catalog/cart',
      '//api/catalog/cart',
      '///api//catalog//cart',
      '/./api/catalog/cart',
      '/%2e/api/catalog/cart',
      '/x/../api/catalog/cart',
      '/x/%2e%2e/api/catalog/cart',
      '/../api/catalog/cart',
      '/\\api/catalog/cart',
      '/api/catalog/./cart',
      '/api/catalog/x/../cart',
      'http://shop.example/api/catalog/cart',
      'HTTP://shop.example/%61pi/catalog/cart',
    ])
      expect(routeRequest(target), target).toEqual({ to: 'api', target: '/api/catalog/cart' });
    expect(routeRequest('/%61pi/catalog/products/search?q=a')).toEqual({
      to: 'api',
      target: '/api/catalog/products/search?q=a',
    });
  });

  it('keeps what a segment holds: decoded once, encoded again, never decoded twice', () => {
    expect(routeRequest('/api/catalog/products/%2561')).toEqual({
      to: 'api',
      target: '/api/catalog/products/%2561',
    });
    expect(routeRequest('/api/catalog/a%2Fb')).toEqual({ to: 'api', target: '/api/catalog/a%2Fb' });
    expect(routeRequest('/api/catalog/%c3%a7anta')).toEqual({
      to: 'api',
      target: '/api/catalog/%C3%A7anta',
    });
  });

  it('leaves the site its paths, /API and twice-encoded spellings included', () => {
    for (const target of [
      '/',
      '/?q=api',
      '/apis/x',
      '/en/api',
      '/x/api/catalog',
      '/API/catalog/cart',
      '/%2561pi/catalog/cart',
      '/api%2Fcatalog/cart',
      '/%2Fapi/catalog/cart',
      '/kalem-p-12',
      '*',
    ])
      expect(routeRequest(target), target).toEqual({ to: 'site' });
  });

  it('refuses a path whose percent-encoding cannot be decoded', () => {
    for (const target of ['/%61pi/%E0%A4%A', '/%ZZ', '/api/catalog/%', '/%C3%28'])
      expect(routeRequest(target), target).toEqual({ to: 'bad' });
    // Only the path is decoded here: the query is the API's to read.
    expect(routeRequest('/api/catalog/products/search?q=%ZZ')).toEqual({
      to: 'api',
      target: '/api/catalog/products/search?q=%ZZ',
    });
  });

  it('never lets a spelling the URL parser reads as /api/… go to the site', () => {
    const piece = fc.constantFrom(
      'api',
      'API',
      '%61pi',
      'ap%69',
      '%2561pi',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '',
      'x',
      'catalog',
      '%2F',
      'a%2Fb',
    );
    const separator = fc.constantFrom('/', '\\', '//');
    const target = fc
      .array(fc.tuple(separator, piece), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.map(([s, p]) => s + p).join(''))
      .filter(
        (t) => !t.startsWith('//') && !t.startsWith('\\\\') && !t.startsWith('/\\') && !t.startsWith('\\/'),
      );
    fc.assert(
      fc.property(target, (t) => {
        const read = decodeURI(new URL(t, 'http://shop.example').pathname);
        const route = routeRequest(t);
        if (read === '/api' || read.startsWith('/api/')) expect(route.to, t).toBe('api');
        if (route.to === 'api') {
          const canonical = decodeURI(new URL(route.target, 'http://shop.example').pathname);
          expect(canonical === '/api' || canonical.startsWith('/api/'), t).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
