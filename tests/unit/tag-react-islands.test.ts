import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ISLAND_MODULE, tagIsland } from '../../scripts/lib/tag-react-islands.ts';

const islands = join(import.meta.dirname, '../../src/islands');

test('every island is tagged as React for the build, so Astro does not call it once more to ask', () => {
  const files = readdirSync(islands).filter((f) => f.endsWith('.tsx'));
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const path = join(islands, file);
    expect(ISLAND_MODULE.test(path), file).toBe(true);
    const tagged = tagIsland(readFileSync(path, 'utf8'));
    expect(tagged, `${file} must export its component as "export default function Name("`).toMatch(
      /\nObject\.defineProperty\([A-Z]\w*, Symbol\.for\('astro:renderer'\), \{ value: '@astrojs\/react' \}\);\n$/,
    );
  }
  expect(ISLAND_MODULE.test(join(islands, 'parts', 'Modal.tsx'))).toBe(false);
});

test('the tag names the exported component', () => {
  const source = 'export const X = 1;\nexport default function MiniCart({ locale }) {\n  return null;\n}\n';
  expect(tagIsland(source)).toBe(
    `${source}\nObject.defineProperty(MiniCart, Symbol.for('astro:renderer'), { value: '@astrojs/react' });\n`,
  );
  expect(tagIsland('export default () => null;')).toBeUndefined();
});
