// The README's Quick start on a fresh machine: a clean clone of the committed project, the machine's own
// Node first on PATH (Node 20 on this project's machines), then `npm install` and `npm start`. The shop
// must serve its pages and API on the Node 24 that `npm install` brought, with nothing else typed.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanEnvironment, machineNode } from './machine-node.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shop-fresh-'));
const clone = join(scratch, 'shop');
const machine = machineNode();
const env = cleanEnvironment(machine.dir);

/** Runs a command in the clone as a shopper's terminal would, and gives what it printed. */
function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: clone, env, encoding: 'utf8', stdio: 'pipe' });
}

/** A free loopback port. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let shop: ChildProcess | undefined;
let output = '';

/** Waits until `npm start` says the shop is open, or fails with what it printed. */
function opened(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The shop is open at')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm start ended (${code}) before serving:\n${output}`)));
  });
}

describe(`a fresh machine with Node ${machine.version} first on PATH`, () => {
  let base = '';

  beforeAll(async () => {
    // What CI tests: the committed project, without this working copy's node_modules, dist or data.
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), clone]);
    run('npm', ['install', '--no-audit', '--no-fund']);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A small demo shop keeps the build short; otherwise `npm start` exactly as the README gives it.
    shop = spawn('npm', ['start'], {
      cwd: clone,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', SEED_PRODUCTS: '60' },
      detached: true,
    });
    await opened(shop);
  }, 600_000);

  afterAll(() => {
    if (shop?.pid) {
      try {
        process.kill(-shop.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  test('npm scripts run on the Node 24 that npm install brought, not on the machine Node', () => {
    expect(run('node', ['--version']).trim()).toBe(machine.version);
    expect(run('npm', ['exec', '--', 'node', '--version']).trim()).toMatch(/^v24\./);
  });

  test('npm start builds the demo shop and serves its pages and API', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Anadolu Ticaret');
    const products = await fetch(`${base}/api/catalog/products/search?q=a`);
    expect(products.status).toBe(200);
    expect((await products.json()) as { items: unknown[] }).toHaveProperty('items');
    expect(output).not.toMatch(/bad option|Error:/);
  });
});
