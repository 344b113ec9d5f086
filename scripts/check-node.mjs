// Runs before npm start, npm test and npm run build, on whatever Node npm found: plain JavaScript that
// even an old Node runs. npm scripts run on node_modules/.bin/node, the Node 24 that `npm install`
// brings on Linux (x64, arm64) and Windows x64 (package.json's optionalDependencies); anywhere else
// the machine's own Node must be new enough, and this says so in one line instead of a stack of errors.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Error: the shop needs Node.js 22.12 or newer and found ${process.version}: run \`npm install\` first (it brings Node 24 on Linux and Windows x64), or install Node 24 from https://nodejs.org`,
  );
  process.exit(1);
}
