// The shop's own commands (npm start, build, seed, order:tracking) run as a shop owner runs them: as
// separate processes on scratch folders, with what they print.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NODE_FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

/** What a finished command printed. */
export interface CommandRun {
  status: number | null;
  stdout: string;
  /** The non-empty lines of stderr. */
  errors: string[];
}

/** Runs one of scripts/*.ts to its end with the environment given on top of this one. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): CommandRun {
  const run = spawnSync(process.execPath, [...NODE_FLAGS, `scripts/${script}`, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: run.status, stdout: run.stdout, errors: run.stderr.split('\n').filter(Boolean) };
}

/** runScript without blocking this process (its requests go on meanwhile). */
export function runScriptAsync(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<CommandRun> {
  const child = spawn(process.execPath, [...NODE_FLAGS, `scripts/${script}`, ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) =>
    child.once('close', (status) => done({ status, stdout, errors: stderr.split('\n').filter(Boolean) })),
  );
}

/** Scratch folders for one test file: data outside the project, the build inside it (it resolves node_modules). */
export function scratchFolders(name: string) {
  const root = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const dist = resolve('.cache', `${name}-${process.pid}-dist`);
  return {
    root,
    dist,
    snapshot: join(root, 'catalog-snapshot.json'),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A running `npm start`. */
export interface RunningShop {
  readonly base: string;
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Stops it (SIGTERM lets it close its database; SIGKILL leaves its lock behind) and waits. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `npm start` (scripts/start.ts) and waits until it says it is open. */
export async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, 'scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let text = '';
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('The shop is open at')) done();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`npm start ended (${code}) before serving:\n${text}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => text,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}
