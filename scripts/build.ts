// npm run build [-- --products N]: snapshot the catalog and build dist/ (an empty database gets the demo shop
// on the embedded quick start or with SEED_DEMO=1; otherwise it stays empty: see prepare-db.ts).

import { buildSite } from './lib/build-site.ts';
import { argValue, positiveInt } from './lib/cli.ts';

const products = positiveInt(
  argValue(process.argv, 'products') ?? process.env.SEED_PRODUCTS,
  2000,
  '--products',
);
const figures = await buildSite(products);
console.log(
  `Built ${figures.products} product pages: snapshot ${(figures.snapshotMs / 1000).toFixed(1)} s, astro build ${(figures.buildMs / 1000).toFixed(1)} s, ` +
    `precompression ${(figures.precompressMs / 1000).toFixed(1)} s`,
);
