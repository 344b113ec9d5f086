// npm start: serve the shop (API + static site) on HOST:PORT, preparing the database and the build first.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApis } from '../src/server/apis.ts';
import { followCatalogChanges } from '../src/server/catalog/announce-catalog-change.ts';
import {
  buildProcessesFromEnv,
  dbConfigFromEnv,
  rateLimitsFromEnv,
  rebuildAtFromEnv,
  rebuildDelayMsFromEnv,
  trustedProxiesFromEnv,
} from '../src/server/config.ts';
import { listenToChannels } from '../src/server/db/pg-channels.ts';
import { followCatalog } from '../src/server/http/catalog-pages.ts';
import { compressResponses } from '../src/server/http/compress-responses.ts';
import { errorBody } from '../src/server/http/errors.ts';
import { isEnglishPage } from '../src/server/http/locale-not-found.ts';
import { pageRedirect } from '../src/server/http/page-redirect.ts';
import { routeRequest } from '../src/server/http/request-route.ts';
import { securePages } from '../src/server/http/security-headers.ts';
import { applyServerLimits, SERVER_OPTIONS } from '../src/server/http/server-limits.ts';
import { startMailSender } from '../src/server/jobs/mail-job.ts';
import { startUnpaidTransferSweep } from '../src/server/jobs/unpaid-transfer-job.ts';
import { mailConfigProblem, mailTransportFromEnv } from '../src/server/mail/mail-transport.ts';
import { paymentProviderFromEnv } from '../src/server/payment/provider-config.ts';
import { siteAddress, siteAddressWarning } from '../src/server/site-address.ts';
import { builtSiteOf, rebuildReason } from './lib/built-site.ts';
import { fail, nonNegativeInt, orFail, positiveInt } from './lib/cli.ts';
import { distDir } from './lib/dist-dir.ts';
import { prepareDatabase } from './lib/prepare-db.ts';
import { serveShopControl } from './lib/shop-control.ts';
import { servedBuildFolder } from './lib/site-builds/build-folders.ts';
import { followRebuildRequests } from './lib/site-builds/rebuild-request.ts';
import { followServedBuild } from './lib/site-builds/served-build.ts';
import { shopBuilder } from './lib/site-builds/shop-builder.ts';

const port = positiveInt(process.env.PORT, 4321, 'PORT');
const host = process.env.HOST || 'localhost';
const seedProducts = positiveInt(process.env.SEED_PRODUCTS, 2000, 'SEED_PRODUCTS');
// Read before the build and the database, so a mistake stops at once with one line.
const limits = orFail(() => ({ trustedProxies: trustedProxiesFromEnv(), rateLimits: rateLimitsFromEnv() }));
const rebuilds = orFail(() => ({ at: rebuildAtFromEnv(), delayMs: rebuildDelayMsFromEnv() }));
// Read again by each build; checked here so a mistake stops the start, not a build at night.
orFail(() => buildProcessesFromEnv());
// Card payments go to the configured provider only (the test POS on the embedded quick start).
const payment = orFail(() => paymentProviderFromEnv());
// SITE_URL: the address in every link, the cookie's security and HSTS (src/server/site-address.ts).
const address = orFail(() => siteAddress());
const mailProblem = mailConfigProblem();
if (mailProblem) fail(mailProblem);
const siteWarning = siteAddressWarning(host, address);
if (siteWarning) console.warn(siteWarning);

// The database may be new (another DATABASE_URL, a wiped data folder): migrate it, and seed the demo
// shop where that is wanted (the embedded quick start, SEED_DEMO=1).
const database = await prepareDatabase(seedProducts);
// The on-demand pages read this handle; gone products answer 410 (src/server/http/catalog-pages.ts).
const catalog = await followCatalog(database);
const config = dbConfigFromEnv();
const dist = distDir();
// Builds run in a child process from this process's database handle (site-builds/shop-builder.ts).
const builder = shopBuilder({ db: database.db, config, dist });

// The pages name the address they were built for: a build for another SITE_URL is made again.
const served = servedBuildFolder(dist);
const rebuild = served
  ? rebuildReason(builtSiteOf(served), address)
  : 'No build found: building the site first...';
if (rebuild) {
  console.log(rebuild);
  const result = await builder.buildNow('start');
  if (result.outcome === 'failed' && !served) fail(`The site could not be built: ${result.error}`);
  if (result.outcome === 'busy' && !served) await builder.waitForServedBuild();
}
// The served build, followed: a rebuild or a rollback switches to another without a restart.
const site = await followServedBuild(
  dist,
  (from, to) => console.log(`Now serving the build ${to} (was ${from}).`),
  catalog,
);
builder.onBuilt(() => site.refresh());
// Nightly at REBUILD_AT, and REBUILD_DELAY after the last request (an import).
const schedule = builder.schedule(rebuilds);
// On PostgreSQL other processes speak by NOTIFY: the catalog import's rebuild requests
// (site-builds/rebuild-request.ts), and every catalog change, which this process follows at once.
const channels =
  'url' in config
    ? listenToChannels(config.url, {
        ...followRebuildRequests((trigger) => schedule.requestRebuild(trigger)),
        ...followCatalogChanges(database.db),
      })
    : undefined;
// The embedded database has one opener, this process: the owner's commands come through it.
const control =
  'dataDir' in config
    ? await serveShopControl(config.dataDir, database.db, { rebuild: (input) => builder.answer(input) })
    : undefined;

// The API goes straight to Hono through its Node adapter: Astro's own /api route (for `astro dev`)
// would add its request handling to every call (this path is measured by bench:api). The built files
// go out from dist/client as they are, with their precompressed siblings; everything else (on-demand
// routes, the 404 page) goes to Astro. What the API and Astro answer is compressed on the way out.
const listCacheMs = nonNegativeInt(process.env.LIST_CACHE_MS, 5000, 'LIST_CACHE_MS');
const api = compressResponses(
  getRequestListener(createApis(database.db, { listCacheMs, payment, ...limits, site: address }).fetch),
);
const secure = securePages(address);
// Routed on the path as it decodes, so that no spelling of /api/… reaches Astro (SEC-01).
const badRequest = JSON.stringify(errorBody('api.badRequest'));
// Timeouts, header size and requests per connection: src/server/http/server-limits.ts.
const server = createServer(SERVER_OPTIONS, (req, res) => {
  const route = routeRequest(req.url ?? '/');
  if (route.to === 'api') {
    req.url = route.target;
    return api(req, res);
  }
  secure(req, res);
  if (route.to === 'bad') {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(badRequest);
    return;
  }
  const moved = req.url ? pageRedirect(req.url) : undefined;
  if (moved) {
    res.writeHead(301, { location: moved, 'cache-control': 'public, max-age=86400' }).end();
    return;
  }
  // The build current when the request arrives serves it to the end, whatever switches meanwhile.
  const build = site.current();
  // An unknown page under /en gets the English 404 page; Astro's own 404 is the Turkish one.
  const unserved = isEnglishPage(req) ? build.englishMissing : build.pages;
  build.files(req, res).then(
    (served) => served || unserved(req, res),
    () => (res.headersSent ? res.destroy() : unserved(req, res)),
  );
});
applyServerLimits(server);
server.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EADDRINUSE')
    fail(`port ${port} on ${host} is already in use: stop the other server or set PORT`);
  if (err.code === 'EACCES') fail(`no permission to listen on ${host}:${port}: choose a PORT above 1023`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
    fail(`HOST ${host} is not an address of this machine`);
  fail(err.message);
});
// Havale-EFT orders not paid within their 24 hours are cancelled, at start and every ten minutes.
const sweep = startUnpaidTransferSweep(database.db);
// Queued e-mails go out every half minute: through SMTP_URL, or into DATA_DIR/mail as .eml files.
const mailTransport = mailTransportFromEnv();
const mailer = startMailSender(database.db, mailTransport);
server.listen(port, host, () => {
  console.log(`The shop is open at http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  console.log(
    payment
      ? 'Card payments go to the test virtual POS: its published test cards make paid orders (PAYMENT_PROVIDER=test).'
      : 'Card payment is off: no payment provider is configured (PAYMENT_PROVIDER).',
  );
  console.log(
    process.env.SMTP_URL
      ? `E-mails go through ${mailTransport.description}.`
      : `E-mails are written to ${mailTransport.description} (set SMTP_URL to send them).`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    control?.close();
    schedule.stop();
    void channels?.close();
    site.close();
    builder.stop();
    void Promise.all([sweep.stop(), mailer.stop()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
