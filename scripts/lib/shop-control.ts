/**
 * The running shop's door for the owner's commands on the embedded database. PGlite has one opener,
 * the shop, so `npm run order:tracking` cannot open it while the shop serves; instead it asks the shop
 * through a Unix socket beside the data folder (`<folder>.sock`, only the owner's user may connect),
 * and the shop runs the command on its own database handle. Only the commands named here are taken,
 * and `rebuild`, which the shop hands to its builder (site-builds/site-build.ts): `npm run build`
 * and the catalog import ask for a rebuild this way instead of opening the database a second time.
 * `catalog-import` runs `npm run catalog:import` in the shop (shop-import.ts), `catalog-stock`
 * `npm run catalog:stock` (shop-stock.ts), `staff-add` `npm run staff:add`, `apikey-add` and
 * `apikey-revoke` the API key commands.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { addApiKey, apiKeyInputOf, revokeApiKey } from '../../src/server/admin/api-keys.ts';
import { addStaffOutcome, resetStaffTotp, staffInputOf } from '../../src/server/admin/staff-accounts.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { announceCatalogChange } from '../../src/server/catalog/announce-catalog-change.ts';
import type { Database } from '../../src/server/db/client.ts';
import { besideFolder } from '../../src/server/db/data-folder-lock.ts';
import { setOrderTracking, trackingRequestOf } from '../../src/server/orders/order-tracking.ts';
import { importInShop, shopImportInput } from './shop-import.ts';
import { shopStockInput, stockInShop } from './shop-stock.ts';

/** The commands the shop runs for its owner, each on the shop's database. */
const COMMANDS = {
  'order-tracking': (db: Database, input: unknown) => {
    const request = trackingRequestOf(input);
    if (!request) throw new ShopCommandError('order:tracking sent an input the shop does not read.');
    return setOrderTracking(db, request);
  },
  'staff-add': (db: Database, input: unknown) => {
    const request = staffInputOf(input);
    if (!request) throw new ShopCommandError('staff:add sent an input the shop does not read.');
    return addStaffOutcome(db, request, hashPassword);
  },
  'apikey-add': (db: Database, input: unknown) => {
    const request = apiKeyInputOf(input);
    if (!request) throw new ShopCommandError('apikey:add sent an input the shop does not read.');
    return addApiKey(db, request);
  },
  'staff-totp-reset': async (db: Database, input: unknown) => {
    const email = (input as { email?: unknown } | null)?.email;
    if (typeof email !== 'string')
      throw new ShopCommandError('staff:totp-reset sent an input the shop does not read.');
    return (await resetStaffTotp(db, email)) ?? null;
  },
  'apikey-revoke': async (db: Database, input: unknown) => {
    const id = (input as { id?: unknown } | null)?.id;
    if (!Number.isSafeInteger(id) || (id as number) < 1)
      throw new ShopCommandError('apikey:revoke sent an input the shop does not read.');
    // null, not undefined: an answer of undefined reads as "no shop answered".
    return (await revokeApiKey(db, id as number)) ?? null;
  },
} as const;

/**
 * The browser tests' command, taken only when the shop was started with SHOP_TEST_COMMANDS=1 (by
 * `npm run test:e2e`): one SQL statement on the shop's embedded database, as a catalog writer would
 * run it, then announceCatalogChange() as the writer calls it. Gives the statement's rows.
 */
const TEST_COMMANDS = {
  'test-sql': async (db: Database, input: unknown) => {
    const result = (await db.execute(sql.raw(String(input)))) as { rows?: unknown[] } | unknown[];
    await announceCatalogChange(db);
    return Array.isArray(result) ? result : (result.rows ?? []);
  },
} as const;

/** A command the running shop takes. */
export type ShopCommand =
  | keyof typeof COMMANDS
  | keyof typeof TEST_COMMANDS
  | 'rebuild'
  | 'catalog-import'
  | 'catalog-stock';

/**
 * What `rebuild` asks: `now` builds at once and answers when the build is over (npm run build);
 * otherwise the rebuild is requested and starts REBUILD_DELAY after the last request (an import).
 */
export interface RebuildInput {
  now?: boolean;
  trigger?: 'import' | 'manual';
}

/** The commands this shop runs on its database: the owner's, and the tests' when SHOP_TEST_COMMANDS=1. */
function commandsOf(
  env: NodeJS.ProcessEnv,
): Partial<Record<ShopCommand, (db: Database, input: unknown) => unknown>> {
  return env.SHOP_TEST_COMMANDS === '1' ? { ...COMMANDS, ...TEST_COMMANDS } : COMMANDS;
}

/** The shop's own part of the commands that are not database work. */
export interface ShopHooks {
  rebuild(input: RebuildInput): Promise<unknown>;
}

/** A refusal the command itself gave (bad input): shown to the owner as it is. */
export class ShopCommandError extends Error {
  override name = 'ShopCommandError';
}

// Longer socket paths do not fit sockaddr_un (108 bytes on Linux).
const MAX_SOCKET_PATH = 100;
// An answer is one JSON line; nothing the owner sends needs more.
const MAX_REQUEST = 64 * 1024;

/** The control socket of a database folder: `<folder>.sock` beside it. */
export function controlSocketOf(folder: string): string {
  return besideFolder(folder, 'sock');
}

/**
 * Listens on the folder's control socket (called by the shop, which holds the folder's lock, so any
 * socket file there is a dead shop's). Gives undefined where the path is too long for a socket.
 */
export async function serveShopControl(
  folder: string,
  db: Database,
  hooks?: ShopHooks,
): Promise<Server | undefined> {
  const path = controlSocketOf(folder);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end === -1) {
        if (text.length > MAX_REQUEST) socket.destroy();
        return;
      }
      socket.pause();
      void answer(db, hooks, text.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  // The shop goes on serving if a client misbehaves.
  server.on('error', () => {});
  return server;
}

async function answer(
  db: Database,
  hooks: ShopHooks | undefined,
  line: string,
): Promise<{ ok: true; result: unknown } | { ok: false; error: string }> {
  try {
    const { command, input } = JSON.parse(line) as { command?: string; input?: unknown };
    if (command === 'rebuild' && hooks) return { ok: true, result: await hooks.rebuild(rebuildInput(input)) };
    if (command === 'catalog-import') {
      const request = shopImportInput(input);
      if (!request) return { ok: false, error: 'The catalog import sent an input the shop does not read.' };
      return {
        ok: true,
        result: await oneCatalogWriteAtATime(() => importInShop(db, request, hooks?.rebuild)),
      };
    }
    if (command === 'catalog-stock') {
      const request = shopStockInput(input);
      if (!request) return { ok: false, error: 'The stock update sent an input the shop does not read.' };
      return { ok: true, result: await oneCatalogWriteAtATime(() => stockInShop(db, request)) };
    }
    const commands = commandsOf(process.env);
    const run = Object.hasOwn(commands, command ?? '') ? commands[command as ShopCommand] : undefined;
    if (!run) return { ok: false, error: `The shop does not take the command "${command}".` };
    return { ok: true, result: await run(db, input) };
  } catch (err) {
    if (err instanceof ShopCommandError) return { ok: false, error: err.message };
    console.error(`A command through the control socket failed: ${(err as Error).name}`);
    return { ok: false, error: 'The shop could not run the command: see its log.' };
  }
}

let catalogWrites: Promise<unknown> = Promise.resolve();

/**
 * Runs the catalog writes handed to the shop one after the other: a large import is written in
 * steps (shop-import.ts), and another file written between two of them would be planned against a
 * catalog that is half of the first file's.
 */
function oneCatalogWriteAtATime<T>(write: () => Promise<T>): Promise<T> {
  const run = catalogWrites.then(write, write);
  catalogWrites = run.catch(() => undefined);
  return run;
}

/** A rebuild request as sent, with anything else dropped. */
function rebuildInput(input: unknown): RebuildInput {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return { now: given.now === true, trigger: given.trigger === 'manual' ? 'manual' : 'import' };
}

/**
 * Runs a command in the running shop of this folder. Undefined when no shop answers on the socket;
 * throws ShopCommandError with the shop's one-line refusal.
 */
export function askShop(folder: string, command: ShopCommand, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketOf(folder));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG', 'EACCES'].includes(err.code ?? '')) resolve(undefined);
      else reject(err);
    });
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(text) as { ok: boolean; result?: unknown; error?: string };
        if (reply.ok) resolve(reply.result);
        else reject(new ShopCommandError(reply.error ?? 'The shop refused the command.'));
      } catch {
        reject(new ShopCommandError('The shop gave no answer.'));
      }
    });
    socket.write(`${JSON.stringify({ command, input })}\n`);
  });
}
