// npm run build:rollback [-- --to ID]: serve the build before the served one again (or the build
// named), by the same one-step switch a build makes. A running shop follows it within a second; the
// next `npm run build` or nightly rebuild serves a new build again.
import { argValue, fail } from './lib/cli.ts';
import { distDir } from './lib/dist-dir.ts';
import { completeBuildIds, servedBuildId, switchServedBuild } from './lib/site-builds/build-folders.ts';
import { rollbackTarget } from './lib/site-builds/build-retention.ts';

const dist = distDir();
const served = servedBuildId(dist);
const complete = completeBuildIds(dist);
const to = argValue(process.argv, 'to') ?? rollbackTarget(complete, served);
if (served === undefined) fail(`No build is served from ${dist}: run npm run build`);
if (to === undefined) fail(`No build older than ${served} is kept in ${dist}: nothing to roll back to`);
if (!complete.includes(to)) fail(`${to} is not a complete build in ${dist}; kept: ${complete.join(', ')}`);
switchServedBuild(dist, to);
console.log(`Now serving the build ${to} (was ${served}). A running shop follows within a second.`);
