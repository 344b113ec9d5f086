/**
 * The build's pages of the catalog's routes, /{slug} and /{first}/{second} in either locale:
 * getStaticPaths lists each with only what finds its data (and only this build process's share of
 * them, build-part.ts), and each product page reads its product from the snapshot file as it is
 * rendered (read.ts).
 */
import { inBuildPart } from './build-part.ts';
import {
  type BuiltSlugPage,
  builtProductPage,
  builtSlugPages,
  type ListView,
  pairPages,
  type SlugPage,
} from './pages.ts';
import { readSnapshot, snapshotProduct, snapshotProductRefs } from './read.ts';

/** getStaticPaths of /{slug} in either locale. */
export function slugStaticPaths(): { params: { slug: string }; props: { page: BuiltSlugPage } }[] {
  return inBuildPart(builtSlugPages(readSnapshot(), snapshotProductRefs())).map((page) => ({
    params: { slug: page.slug },
    props: { page },
  }));
}

/** getStaticPaths of /{first}/{second} (a brand in a category, a campaign) in either locale. */
export function pairStaticPaths(): {
  params: { first: string; second: string };
  props: { view: ListView };
}[] {
  return inBuildPart(pairPages(readSnapshot())).map(({ first, second, view }) => ({
    params: { first, second },
    props: { view },
  }));
}

/** A listed page's data: the product page with its product read now, or the list page as listed. */
export function slugPageData(page: BuiltSlugPage): SlugPage {
  return page.kind === 'product' ? builtProductPage(readSnapshot(), page.ref, snapshotProduct) : page;
}
