import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILT_SITE_FILE, builtSiteOf, rebuildReason } from '../../scripts/lib/built-site.ts';
import { siteAddress } from '../../src/server/site-address.ts';

describe('when npm start builds the site again', () => {
  const real = siteAddress({ SITE_URL: 'https://www.anadoluticaret.com.tr/' });

  test('not when the build names the shop’s address', () => {
    expect(rebuildReason('https://www.anadoluticaret.com.tr', real)).toBeNull();
    expect(rebuildReason('http://localhost:4321', siteAddress({}))).toBeNull();
  });

  test('when it names another address, saying so in one line', () => {
    expect(rebuildReason('http://localhost:4321', real)).toBe(
      "The build's links name http://localhost:4321, not https://www.anadoluticaret.com.tr (SITE_URL): building the site again...",
    );
    // Another scheme or port is another address.
    expect(rebuildReason('http://www.anadoluticaret.com.tr', real)).not.toBeNull();
    expect(rebuildReason('http://localhost:4322', siteAddress({}))).not.toBeNull();
  });

  test('when the build does not say which address it names (older, or failed half-way)', () => {
    expect(rebuildReason(undefined, real)).toBe(
      'The build does not say which address its links name: building the site again for https://www.anadoluticaret.com.tr...',
    );
  });

  test('reads the record beside the build; a missing or unreadable one says nothing', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-built-site-'));
    expect(builtSiteOf(dist)).toBeUndefined();
    writeFileSync(join(dist, BUILT_SITE_FILE), 'not json');
    expect(builtSiteOf(dist)).toBeUndefined();
    writeFileSync(join(dist, BUILT_SITE_FILE), JSON.stringify({ site: 'https://magaza.example.com' }));
    expect(builtSiteOf(dist)).toBe('https://magaza.example.com');
  });
});
