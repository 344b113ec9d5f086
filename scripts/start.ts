// npm start: serve the shop (API + static site) on HOST:PORT, preparing the database and the build first.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from './lib/build-site.ts';
import { fail, positiveInt } from './lib/cli.ts';
import { distDir } from './lib/dist-dir.ts';
import { prepareDatabase } from './lib/prepare-db.ts';

const port = positiveInt(process.env.PORT, 4321, 'PORT');
const host = process.env.HOST || 'localhost';
const seedProducts = positiveInt(process.env.SEED_PRODUCTS, 2000, 'SEED_PRODUCTS');
const entry = resolve(distDir(), 'server/entry.mjs');

if (existsSync(entry)) {
  // The database may be new (another DATABASE_URL, a wiped data folder): migrate and seed it.
  await (await prepareDatabase(seedProducts)).close();
} else {
  console.log('No build found: building the site first...');
  await buildSite(seedProducts);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(entry).href)) as {
  handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
};
const server = createServer(handler);
server.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EADDRINUSE')
    fail(`port ${port} on ${host} is already in use: stop the other server or set PORT`);
  if (err.code === 'EACCES') fail(`no permission to listen on ${host}:${port}: choose a PORT above 1023`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
    fail(`HOST ${host} is not an address of this machine`);
  fail(err.message);
});
server.listen(port, host, () => {
  console.log(`The shop is open at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
