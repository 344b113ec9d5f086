/**
 * The running shop follows the pointer to the served build (build-folders.ts) without a restart and
 * without a gap. Each request takes the build that is current when it arrives and finishes on it;
 * a switch loads the new build's Astro handler (dist's server/entry.mjs, imported from the new
 * folder) and its static files first, and only then makes it current. The pointer is read again
 * when it changes on disk (fs.watch on DIST_DIR) and, where watching is unreliable (network file
 * systems), at most once a second on a request: a switch made by another process, or by
 * `npm run build:rollback`, is followed within about a second. A pointer to a build that cannot be
 * loaded leaves the current build served.
 *
 * Node cannot unload a module: each switch keeps the old build's server code in memory (a few MB),
 * which is fine for a nightly build and a few imports a day.
 */
import { type FSWatcher, watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogPages } from '../../../src/server/http/catalog-pages.ts';
import { compressResponses, type Listener } from '../../../src/server/http/compress-responses.ts';
import { englishNotFound } from '../../../src/server/http/locale-not-found.ts';
import { staticFiles } from '../../../src/server/http/static-files.ts';
import { buildFolder, servedBuildId } from './build-folders.ts';

/** One build's handlers. */
export interface ServedBuild {
  readonly id: string;
  /** The built files, with their precompressed siblings; false when no file answers. */
  readonly files: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Astro's handler (on-demand routes, the 404 page), compressed. */
  readonly pages: Listener;
  /** An unknown page under /en: the English 404 page. */
  readonly englishMissing: Listener;
}

/** The served build, followed. */
export interface FollowedBuild {
  /** The build a request arriving now is served from. */
  current(): ServedBuild;
  /** Reads the pointer now and switches if it names another build; resolves when done. */
  refresh(): Promise<void>;
  close(): void;
}

/**
 * Loads one build's handlers (its Astro handler is imported from its own folder), through the live
 * catalog's steps when given (products imported or withdrawn since the build: catalog-pages.ts).
 */
export async function loadBuild(dist: string, id: string, catalog?: CatalogPages): Promise<ServedBuild> {
  const folder = buildFolder(dist, id);
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(join(folder, 'server/entry.mjs')).href)) as {
    handler: Listener;
  };
  const client = join(folder, 'client');
  const files = staticFiles(client);
  // Astro's own 404 is the Turkish one.
  const englishMissing = englishNotFound(client, handler);
  return {
    id,
    files: catalog ? catalog.files(files) : files,
    pages: compressResponses(catalog ? catalog.pages(handler) : handler),
    englishMissing: compressResponses(catalog ? catalog.english(handler, englishMissing) : englishMissing),
  };
}

/** Serves the build the pointer names and follows it; `onSwitch` hears of each switch. */
export async function followServedBuild(
  dist: string,
  onSwitch: (from: string, to: string) => void = () => {},
  catalog?: CatalogPages,
): Promise<FollowedBuild> {
  const first = servedBuildId(dist);
  if (first === undefined) throw new Error(`No complete build in ${dist}: run npm run build`);
  let served = await loadBuild(dist, first, catalog);
  let checking: Promise<void> | undefined;
  let again = false;
  let lastCheck = Date.now();
  let failedId: string | undefined;

  const check = async () => {
    do {
      again = false;
      lastCheck = Date.now();
      const id = servedBuildId(dist);
      if (id === undefined || id === served.id || id === failedId) continue;
      try {
        const next = await loadBuild(dist, id, catalog);
        const from = served.id;
        served = next;
        onSwitch(from, id);
      } catch (err) {
        failedId = id;
        console.error(
          `The build ${id} could not be loaded, ${served.id} stays served: ${(err as Error).message}`,
        );
      }
    } while (again);
  };
  const refresh = (): Promise<void> => {
    if (checking) {
      again = true;
      return checking;
    }
    checking = check().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dist, (_event, file) => {
      if (file === null || String(file).startsWith('current-build')) void refresh();
    });
    watcher.on('error', () => {});
    watcher.unref();
  } catch {
    // No watching here: the check on requests still follows the pointer.
  }

  return {
    current() {
      if (Date.now() - lastCheck > 1000 && !checking) void refresh();
      return served;
    },
    refresh,
    close: () => watcher?.close(),
  };
}
