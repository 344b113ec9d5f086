// npm run build:status: the served build, the build `build:rollback` would switch to, and the last
// builds with their start (Istanbul time), trigger, duration, pages and outcome. Reads DIST_DIR only:
// it works while the shop runs on the embedded database.
import { distDir } from './lib/dist-dir.ts';
import { completeBuildIds, servedBuildId } from './lib/site-builds/build-folders.ts';
import { readBuildLog } from './lib/site-builds/build-log.ts';
import { statusText } from './lib/site-builds/build-record.ts';
import { rollbackTarget } from './lib/site-builds/build-retention.ts';

const dist = distDir();
const served = servedBuildId(dist);
console.log(statusText(readBuildLog(dist), served, rollbackTarget(completeBuildIds(dist), served)));
