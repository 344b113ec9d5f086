// npm run lock:complete: adds to package-lock.json the other platforms' optional native binaries
// (Astro's compiler binding, Biome's CLI) that a registry mirror without them leaves out, so that
// `npm ci` accepts the lockfile. Each entry is what npm writes for a package of another platform:
// its version and os/cpu/libc, marked optional, so npm ci skips it on this machine. Run it after
// any `npm install` that changes dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  license?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const PATH = 'package-lock.json';
const lock = JSON.parse(readFileSync(PATH, 'utf8')) as { packages: Record<string, LockEntry> };

/** os, cpu and libc of a platform package, read from its name's suffix (darwin-arm64, linux-x64-musl, ...). */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const m =
    /-(android|darwin|linux|win32|freebsd|wasm32)-?(arm64|x64|ia32|arm|wasi)?(?:-(gnu|musl|msvc|gnueabihf))?$/.exec(
      name,
    );
  if (!m) return undefined;
  const [, first, second, third] = m;
  if (first === 'wasm32') return { cpu: ['wasm32'] };
  if (!second) return undefined;
  const out: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = { os: [first ?? ''], cpu: [second] };
  if (first === 'linux') out.libc = [third === 'musl' ? 'musl' : 'glibc'];
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${dep}`;
    if (lock.packages[target]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[target] = {
      version,
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      ...(entry.license ? { license: entry.license } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
    };
    added += 1;
    console.log(`added ${target}@${version} (for ${path})`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(PATH, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`${added} platform entries added`);
