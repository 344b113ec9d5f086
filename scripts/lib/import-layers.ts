/**
 * The layering rules of src/ (what may import what) and the check that finds the imports breaking
 * them. Biome's noRestrictedImports matches an import's text, not the file it resolves to, so
 * '../i18n/index.ts' cannot be told from '../money.ts' without one override per folder depth; this
 * check resolves every relative import (static, type-only, re-export or dynamic) to its folder.
 */
import { posix } from 'node:path';
import ts from 'typescript';

/** One rule: files under `files` may import only from `only`, or never from `never`. */
export interface LayerRule {
  /** Folders (from the project root) whose files the rule binds. */
  readonly files: readonly string[];
  /** Files or folders under `files` the rule does not bind (each with a reason beside it). */
  readonly exempt?: readonly string[];
  /** When set, the only folders these files may import from; packages are refused too. */
  readonly only?: readonly string[];
  /** Folders these files must not import from. */
  readonly never?: readonly string[];
  /** The rule in a few words, for the message. */
  readonly says: string;
}

/** The raw HTTP client: only the typed clients of src/client call it. */
const RAW_CLIENT = 'src/client/http.ts';
/** The house's layers: the domain depends on nothing, the contract on the domain, the browser never on the server. */
export const LAYER_RULES: readonly LayerRule[] = [
  {
    files: ['src/domain'],
    only: ['src/domain'],
    says: 'src/domain imports nothing outside src/domain',
  },
  {
    files: ['src/contract'],
    only: ['src/contract', 'src/domain'],
    says: 'src/contract imports only src/contract and src/domain',
  },
  {
    files: ['src/islands', 'src/stores', 'src/snapshot'],
    never: ['src/server'],
    says: 'browser code (islands, stores, snapshot) imports nothing from src/server; use src/contract',
  },
  {
    files: ['src/islands', 'src/snapshot'],
    never: [RAW_CLIENT],
    says: 'islands never call the raw HTTP client; call the typed client of the resource (src/client/<resource>.ts)',
  },
  {
    files: ['src/stores'],
    never: [RAW_CLIENT],
    says: 'stores never call the raw HTTP client; call the typed client of the resource (src/client/<resource>.ts)',
  },
];

/** The file extensions the check reads. */
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'] as const;

function within(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The import specifiers of a source file with their 1-based lines: imports, re-exports, import() and require(). */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const info = ts.preProcessFile(source, true, true);
  const lineOf = (pos: number) => source.slice(0, pos).split('\n').length;
  return info.importedFiles.map((f) => ({ specifier: f.fileName, line: lineOf(f.pos) }));
}

/**
 * The imports of one file (its path from the project root, with '/' separators) that break a rule,
 * one line each: 'file:line: imports spec (target): what the rule says'.
 */
export function layerViolations(file: string, source: string, rules = LAYER_RULES): string[] {
  const bound = rules.filter(
    (r) => r.files.some((f) => within(file, f)) && !(r.exempt ?? []).some((f) => within(file, f)),
  );
  if (bound.length === 0) return [];
  const out: string[] = [];
  for (const { specifier, line } of importsOf(source)) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    const target = relative ? posix.normalize(posix.join(posix.dirname(file), specifier)) : null;
    for (const rule of bound) {
      const broken = rule.only
        ? target === null || !rule.only.some((f) => within(target, f))
        : target !== null && (rule.never ?? []).some((f) => within(target, f));
      if (broken) out.push(`${file}:${line}: imports ${specifier} (${target ?? 'a package'}): ${rule.says}`);
    }
  }
  return out;
}
