/**
 * The build's pages at /{slug} and /en/{slug}: getStaticPaths lists each with only what finds its
 * data, and each page reads its product from the snapshot file as it is rendered (read.ts).
 */
import { type BuiltSlugPage, builtProductPage, builtSlugPages, type SlugPage } from './pages.ts';
import { readSnapshot, snapshotProduct, snapshotProductRefs } from './read.ts';

/** getStaticPaths of /{slug} in either locale. */
export function slugStaticPaths(): { params: { slug: string }; props: { page: BuiltSlugPage } }[] {
  return builtSlugPages(readSnapshot(), snapshotProductRefs()).map((page) => ({
    params: { slug: page.slug },
    props: { page },
  }));
}

/** A listed page's data: the product page with its product read now, or the list page as listed. */
export function slugPageData(page: BuiltSlugPage): SlugPage {
  return page.kind === 'product' ? builtProductPage(readSnapshot(), page.ref, snapshotProduct) : page;
}
