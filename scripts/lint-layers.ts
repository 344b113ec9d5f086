// Part of npm run lint: fails, with one line per import, when a file breaks the layering rules of
// scripts/lib/import-layers.ts (the domain imports nothing outside itself, the contract only the
// domain, browser code nothing from the server, islands and stores not the raw HTTP client).
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LAYER_RULES, layerViolations, SOURCE_EXTENSIONS } from './lib/import-layers.ts';

const root = join(import.meta.dirname, '..');

function* sourceFiles(folder: string): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // a layer folder that does not exist yet binds nothing
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) yield path;
  }
}

const folders = [...new Set(LAYER_RULES.flatMap((r) => r.files))];
const violations = folders.flatMap((folder) =>
  [...sourceFiles(join(root, folder))].flatMap((path) =>
    layerViolations(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')),
  ),
);
for (const v of violations) console.error(v);
if (violations.length > 0) {
  console.error(`${violations.length} import(s) break the layering rules (scripts/lib/import-layers.ts).`);
  process.exit(1);
}
