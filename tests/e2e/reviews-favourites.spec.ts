import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { type ListItem, listItems } from './catalog-api.ts';
import { DESKTOP, expect, PHONE, test } from './fixtures.ts';

// Değerlendirmelerim and Favorilerim (SPEC §2 Customer area, §4, §5 Reviews, §8): signed-in only,
// review cards edited in place with the review dialog (messages on blur and on submit), the edit
// reaching the product page's comment list, the empty states, the favourites grid with its count
// and remove control, and a second customer kept away from the first one's review.

/** A rating as the page writes it: one decimal (SPEC §9). */
function oneDecimal(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}

const TEXTS = {
  tr: {
    prefix: '',
    tag: 'tr-TR',
    signInRegion: 'Üye Girişi',
    email: 'E-posta',
    password: 'Şifre',
    signIn: 'Giriş Yap',
    reviewsTitle: 'Değerlendirmelerim',
    favouritesTitle: 'Favorilerim',
    edit: 'Yorumu Düzenle',
    stars: (n: number) => `${n} yıldız`,
    reviewTitle: 'Yorum Başlığı',
    reviewText: 'Yorumunuz',
    save: 'Kaydet',
    saved: 'Yorumunuz kaydedildi.',
    starMessage: 'Lütfen yorum için yıldız seçiniz.',
    titleMessage: 'Lütfen yorum başlığı girin.',
    textMessage: 'Lütfen yorum açıklaması girin.',
    noReviews: 'Henüz herhangi bir değerlendirmeniz bulunmamaktadır.',
    comments: 'Ürün Yorumları',
    count: (n: number) => `Favorilerinizde ${n} adet ürün bulundu.`,
    noFavourites: 'Favorilerinizde ürün bulunamadı.',
    backToShop: 'Alışverişe Dön',
    remove: (name: string) => `${name} ürününü favorilerden çıkar`,
    heart: (name: string) => `${name} ürününü favorilere ekle`,
    listPrice: 'Liste fiyatı',
    add: 'Yorum Yap',
    awaiting: 'Değerlendirmenizi Bekleyen Ürünler',
    orderNo: (no: string) => `Sipariş No: ${no}`,
    rating: (n: number) => `5 üzerinden ${oneDecimal(n).replace('.', ',')} puan`,
  },
  en: {
    prefix: '/en',
    tag: 'en-US',
    signInRegion: 'Sign In',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    reviewsTitle: 'My Reviews',
    favouritesTitle: 'My Favourites',
    edit: 'Edit Review',
    stars: (n: number) => `${n} stars`,
    reviewTitle: 'Review title',
    reviewText: 'Your review',
    save: 'Save',
    saved: 'Your review has been saved.',
    starMessage: 'Please select a star rating for your review.',
    titleMessage: 'Please enter a review title.',
    textMessage: 'Please enter a review text.',
    noReviews: 'You have not written any reviews yet.',
    comments: 'Product Reviews',
    count: (n: number) => `${n} products found in your favourites.`,
    noFavourites: 'No products found in your favourites.',
    backToShop: 'Back to the Shop',
    remove: (name: string) => `Remove ${name} from favourites`,
    heart: (name: string) => `Add ${name} to favourites`,
    listPrice: 'List price',
    add: 'Write a Review',
    awaiting: 'Products Awaiting Your Review',
    orderNo: (no: string) => `Order No: ${no}`,
    rating: (n: number) => `Rated ${oneDecimal(n)} out of 5`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const RUNS = [
  { tx: TEXTS.tr, viewport: PHONE, width: '360 px' },
  { tx: TEXTS.en, viewport: DESKTOP, width: 'desktop' },
  { tx: TEXTS.en, viewport: PHONE, width: '360 px' },
  { tx: TEXTS.tr, viewport: DESKTOP, width: 'desktop' },
] as const;

interface MyReview {
  id: number;
  commentTitle: string;
  commentDescription: string;
  star: number;
  orderNo: string;
  product: { id: number; seo: string; name: string };
}

async function myReviews(page: Page): Promise<MyReview[]> {
  const res = await page.request.get('/api/catalog/comments');
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}

/** The review card of a product on Değerlendirmelerim. */
function reviewCard(page: Page, productName: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: productName, level: 2 }) });
}

async function goSignedIn(page: Page, tx: Texts, path: string) {
  await page.goto(`${tx.prefix}${path}`);
}

test.describe('Değerlendirmelerim and Favorilerim', () => {
  for (const { tx, viewport, width } of RUNS.slice(0, 2)) {
    test(`a guest signs in and comes back; the demo customer's reviews and favourites (${tx.tag}, ${width})`, async ({
      demo,
      openPage,
      noAxeViolations,
    }) => {
      const page = await openPage(viewport, { locale: tx.tag });
      await page.goto(`${tx.prefix}/degerlendirmelerim`);
      await expect(page).toHaveURL(
        `${tx.prefix}/account/login?redirect=${encodeURIComponent(`${tx.prefix}/degerlendirmelerim`)}`,
      );
      const form = page.getByRole('region', { name: tx.signInRegion });
      await form.getByLabel(tx.email).fill(demo.email);
      await form.getByLabel(tx.password, { exact: true }).fill(demo.password);
      await form.getByRole('button', { name: tx.signIn }).click();
      await expect(page).toHaveURL(`${tx.prefix}/degerlendirmelerim`);
      await expect(page.getByRole('heading', { level: 1, name: tx.reviewsTitle })).toBeVisible();

      const reviews = await myReviews(page);
      expect(reviews.length).toBeGreaterThan(0);
      for (const r of reviews) {
        const card = reviewCard(page, r.product.name).filter({ hasText: r.commentTitle });
        await expect(card.getByRole('heading', { level: 3, name: r.commentTitle })).toBeVisible();
        await expect(card.getByText(r.commentDescription)).toBeVisible();
        await expect(card.getByRole('img', { name: tx.rating(r.star) })).toBeVisible();
        await expect(card.getByRole('button', { name: new RegExp(tx.edit) })).toBeVisible();
        await expect(card.getByRole('link', { name: r.product.name })).toHaveAttribute(
          'href',
          `${tx.prefix}/${r.product.seo}-p-${r.product.id}`,
        );
      }
      await noAxeViolations(page);

      await page.goto(`${tx.prefix}/favorilerim`);
      await expect(page.getByRole('heading', { level: 1, name: tx.favouritesTitle })).toBeVisible();
      const wishlist = await (await page.request.get('/api/catalog/wishlist')).json();
      expect(wishlist.items.length).toBeGreaterThan(0);
      await expect(page.getByText(tx.count(wishlist.items.length))).toBeVisible();
      for (const { product } of wishlist.items as { product: ListItem }[]) {
        await expect(page.getByRole('link', { name: product.name })).toHaveAttribute(
          'href',
          `${tx.prefix}/${product.seo}-p-${product.id}`,
        );
      }
      await noAxeViolations(page);
      await page.context().close();
    });
  }

  for (const { tx, viewport, width } of RUNS.slice(0, 2)) {
    test(`editing a review in place, with the messages on blur and on submit, reaches the product page (${tx.tag}, ${width})`, async ({
      demo,
      openPage,
      signIn,
      noAxeViolations,
    }) => {
      const page = await openPage(viewport, { locale: tx.tag });
      await signIn(page, demo);
      const [review] = await myReviews(page);
      if (!review) throw new Error('the demo customer has no review');
      const before = (await myReviews(page)).length;
      await goSignedIn(page, tx, '/degerlendirmelerim');
      const card = reviewCard(page, review.product.name).filter({ hasText: review.commentTitle });
      await card.getByRole('button', { name: new RegExp(tx.edit) }).click();

      const dialog = page.getByRole('dialog', { name: tx.edit });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: tx.stars(review.star) })).toBeChecked();
      await expect(dialog.getByLabel(tx.reviewTitle)).toHaveValue(review.commentTitle);
      await expect(dialog.getByLabel(tx.reviewText)).toHaveValue(review.commentDescription);
      await noAxeViolations(page);

      // Blur: the title left empty says so at once.
      await dialog.getByLabel(tx.reviewTitle).fill('   ');
      await dialog.getByLabel(tx.reviewTitle).blur();
      await expect(dialog.getByRole('alert')).toHaveText([tx.titleMessage]);
      await expect(dialog.getByLabel(tx.reviewTitle)).toHaveAttribute('aria-invalid', 'true');
      // Submit: every failing field says so, nothing is sent, the dialog stays.
      await dialog.getByLabel(tx.reviewText).fill('');
      await dialog.getByRole('button', { name: tx.save }).click();
      await expect(dialog.getByRole('alert')).toHaveText([tx.titleMessage, tx.textMessage]);
      expect((await myReviews(page))[0]?.commentTitle).toBe(review.commentTitle);

      // Reviews are text: markup in a title shows as typed.
      const title = `<b>Güncel</b> ${tx.tag} ${width}`.slice(0, 50);
      const text = `Düzenlendi: ${Date.now()}`;
      await dialog.getByLabel(tx.reviewTitle).fill(title);
      await dialog.getByLabel(tx.reviewText).fill(text);
      const star = review.star === 2 ? 3 : 2;
      await dialog.getByRole('radio', { name: tx.stars(star) }).check();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByRole('button', { name: tx.save }).click();
      await expect(dialog).toHaveCount(0);

      const edited = reviewCard(page, review.product.name).filter({ hasText: text });
      await expect(edited.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(edited.getByRole('status')).toHaveText(tx.saved);
      await expect(page.getByRole('article')).toHaveCount(before);
      const saved = (await myReviews(page)).find((r) => r.id === review.id);
      expect(saved).toMatchObject({ commentTitle: title, commentDescription: text, star });

      await page.reload();
      await expect(
        reviewCard(page, review.product.name).getByRole('heading', { level: 3, name: title }),
      ).toBeVisible();
      await noAxeViolations(page);

      // The product page's comment list reads the reviews live.
      await reviewCard(page, review.product.name).getByRole('link', { name: review.product.name }).click();
      await expect(page).toHaveURL(`${tx.prefix}/${review.product.seo}-p-${review.product.id}`);
      const comments = page.getByRole('region', { name: tx.comments });
      await comments.scrollIntoViewIfNeeded();
      const comment = comments.getByRole('listitem').filter({ hasText: text });
      await expect(comment.getByRole('heading', { name: title })).toBeVisible();
      await expect(comment.getByRole('img', { name: tx.rating(star) })).toBeVisible();
      await expect(comments.getByText(review.commentDescription, { exact: true })).toHaveCount(0);
      // The average and its star bar follow the edit.
      const live = await (
        await page.request.get(`/api/catalog/product/${review.product.id}/comments`)
      ).json();
      expect(live.items.find((c: { id: number }) => c.id === review.id)).toMatchObject({
        star,
        commentTitle: title,
      });
      await expect(
        comments
          .getByRole('paragraph')
          .filter({ has: page.getByRole('img', { name: tx.rating(live.average) }) }),
      ).toBeVisible();
      await page.context().close();
    });
  }

  test('the edit dialog: the description message on blur, stars by arrow keys, Escape saves nothing (tr, 360 px)', async ({
    demo,
    openPage,
    signIn,
  }) => {
    const page = await openPage(PHONE);
    await signIn(page, demo);
    const [review] = await myReviews(page);
    if (!review) throw new Error('the demo customer has no review');
    await page.goto('/degerlendirmelerim');
    await reviewCard(page, review.product.name)
      .first()
      .getByRole('button', { name: /Yorumu Düzenle/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Yorumu Düzenle' });
    const description = dialog.getByLabel('Yorumunuz');
    await description.fill('');
    await description.blur();
    await expect(dialog.getByRole('alert')).toHaveText(['Lütfen yorum açıklaması girin.']);
    await description.fill('Yine çok memnunum.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // A keyboard user moves through the stars with the arrow keys.
    await dialog.getByRole('radio', { name: `${review.star} yıldız` }).focus();
    await page.keyboard.press(review.star === 5 ? 'ArrowLeft' : 'ArrowRight');
    const moved = review.star === 5 ? 4 : review.star + 1;
    await expect(dialog.getByRole('radio', { name: `${moved} yıldız` })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await myReviews(page)).find((r) => r.id === review.id)?.star).toBe(review.star);
    await page.context().close();
  });

  for (const { tx, viewport, width } of RUNS.slice(0, 2)) {
    test(`writing a new review for a bought product through the dialog, with every message (${tx.tag}, ${width})`, async ({
      demo,
      openPage,
      signIn,
      noAxeViolations,
    }) => {
      const page = await openPage(viewport, { locale: tx.tag });
      await signIn(page, demo);
      const before = await myReviews(page);
      await page.goto(`${tx.prefix}/degerlendirmelerim`);
      const awaiting = page.getByRole('region', { name: tx.awaiting });
      const first = awaiting.getByRole('listitem').first();
      const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const orderNo = ((await first.getByText(tx.orderNo('')).textContent()) ?? '').replace(
        tx.orderNo(''),
        '',
      );
      await first.getByRole('button', { name: new RegExp(tx.add) }).click();

      const dialog = page.getByRole('dialog', { name: tx.add });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(name)).toBeVisible();
      for (const n of [1, 2, 3, 4, 5])
        await expect(dialog.getByRole('radio', { name: tx.stars(n) })).not.toBeChecked();
      await noAxeViolations(page);
      // Blur: leaving the stars without choosing one says so.
      await dialog.getByRole('radio', { name: tx.stars(1) }).focus();
      await dialog.getByLabel(tx.reviewTitle).focus();
      await expect(dialog.getByRole('alert')).toHaveText([tx.starMessage]);
      // Submit: all three messages, nothing saved.
      await dialog.getByRole('button', { name: tx.save }).click();
      await expect(dialog.getByRole('alert')).toHaveText([tx.starMessage, tx.titleMessage, tx.textMessage]);
      expect(await myReviews(page)).toHaveLength(before.length);

      await dialog.getByRole('radio', { name: tx.stars(4) }).check();
      // The title stops at 50 characters.
      await dialog.getByLabel(tx.reviewTitle).fill('Ç'.repeat(60));
      await expect(dialog.getByLabel(tx.reviewTitle)).toHaveValue('Ç'.repeat(50));
      const title = `Yeni yorum ${tx.tag} ${width}`;
      await dialog.getByLabel(tx.reviewTitle).fill(title);
      await dialog.getByLabel(tx.reviewText).fill('Kargo hızlıydı, ürün sağlam geldi.');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByRole('button', { name: tx.save }).click();
      await expect(dialog).toHaveCount(0);

      const card = reviewCard(page, name).filter({ hasText: title });
      await expect(card.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(card.getByRole('img', { name: tx.rating(4) })).toBeVisible();
      await expect(card.getByText(tx.orderNo(orderNo))).toBeVisible();
      await expect(card.getByRole('status')).toHaveText(tx.saved);
      await expect(page.getByRole('article')).toHaveCount(before.length + 1);
      await expect(
        awaiting
          .getByRole('listitem')
          .filter({ hasText: name })
          .filter({ hasText: tx.orderNo(orderNo) }),
      ).toHaveCount(0);
      const mine = (await myReviews(page)).find((r) => r.commentTitle === title);
      expect(mine).toMatchObject({
        star: 4,
        orderNo,
        commentDescription: 'Kargo hızlıydı, ürün sağlam geldi.',
      });
      await noAxeViolations(page);
      await page.context().close();
    });
  }

  test('a review written for an ordered product (POST /comment) shows as a new card; a second review of it is refused', async ({
    demo,
    openPage,
    signIn,
  }) => {
    const page = await openPage(DESKTOP);
    await signIn(page, demo);
    const reviewed = new Set((await myReviews(page)).map((r) => `${r.orderNo}:${r.product.id}`));
    const orders = (await (await page.request.get('/api/catalog/orders')).json()).items as {
      orderNo: string;
      isCancel: boolean;
    }[];
    let target: { orderNo: string; id: number; name: string } | undefined;
    for (const order of orders.filter((o) => !o.isCancel)) {
      const detail = await (await page.request.get(`/api/catalog/orders/${order.orderNo}`)).json();
      // A line the customer bought (paid or shipped) and has not reviewed yet.
      const line = (detail.order ?? detail).orderItems.find(
        (i: { id: number; code: string; reviewed: boolean; reviewable: boolean }) =>
          i.reviewable && !i.reviewed && !reviewed.has(`${order.orderNo}:${i.id}`),
      );
      if (line) {
        target = { orderNo: order.orderNo, id: line.id, name: line.name };
        break;
      }
    }
    if (!target) throw new Error('the demo customer has no ordered product without a review');
    const form = {
      comment_product_controller: String(target.id),
      comment_title: 'Tam istediğim gibi',
      comment_description: 'Paketleme özenliydi, ürün anlatıldığı gibi.',
      comment_order_no: target.orderNo,
      comment_star: '5',
      comment_date: new Date().toISOString().slice(0, 10),
    };
    const added = await page.request.post('/api/catalog/comment', { form });
    expect(added.status()).toBe(201);
    const again = await page.request.post('/api/catalog/comment', { form });
    expect(again.status()).toBe(409);

    await page.goto('/degerlendirmelerim');
    const card = reviewCard(page, target.name).filter({ hasText: 'Tam istediğim gibi' });
    await expect(card.getByText('Paketleme özenliydi, ürün anlatıldığı gibi.')).toBeVisible();
    await expect(card.getByText(`Sipariş No: ${target.orderNo}`)).toBeVisible();
    await page.context().close();
  });

  for (const { tx, viewport, width } of [RUNS[0], RUNS[1]]) {
    test(`a new customer sees the empty reviews and favourites states (${tx.tag}, ${width})`, async ({
      openPage,
      newCustomer,
      signIn,
      noAxeViolations,
    }) => {
      const customer = await newCustomer({ name: 'Deniz', surname: 'Aksoy' });
      const page = await openPage(viewport, { locale: tx.tag });
      await signIn(page, customer);
      await page.goto(`${tx.prefix}/degerlendirmelerim`);
      await expect(page.getByText(tx.noReviews)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await noAxeViolations(page);
      await page.goto(`${tx.prefix}/favorilerim`);
      await expect(page.getByText(tx.noFavourites)).toBeVisible();
      await expect(page.getByRole('link', { name: tx.backToShop })).toHaveAttribute('href', tx.prefix || '/');
      await noAxeViolations(page);
      await page.context().close();
    });
  }

  for (const { tx, viewport, width } of [RUNS[2], RUNS[3]]) {
    test(`favourites: the grid with prices, remove, the count and the empty state; hearts follow (${tx.tag}, ${width})`, async ({
      openPage,
      newCustomer,
      signIn,
      noAxeViolations,
    }) => {
      const customer = await newCustomer({ name: 'Deniz', surname: 'Aksoy' });
      const page = await openPage(viewport, { locale: tx.tag });
      await signIn(page, customer);
      const list = await listItems(page.request, '?sort=-quantity');
      const discounted = list.find(
        (p) => p.salePrice && p.listPrice && p.listPrice.value > p.salePrice.value && !p.hasVariants,
      );
      const plain = list.find((p) => p.id !== discounted?.id && p.salePrice && !p.hasVariants);
      if (!discounted || !plain) throw new Error('no discounted and plain products in the demo shop');
      for (const p of [plain, discounted])
        expect((await page.request.post(`/api/catalog/wishlist/${p.id}`)).status()).toBe(201);

      await page.goto(`${tx.prefix}/favorilerim`);
      await expect(page.getByText(tx.count(2))).toBeVisible();
      const card = (p: ListItem) =>
        page.getByRole('listitem').filter({ has: page.getByRole('button', { name: tx.remove(p.name) }) });
      await expect(card(discounted).getByRole('deletion')).toContainText(tx.listPrice);
      await expect(card(discounted)).toHaveText(/₺[\d.]+,\d{2}.*₺[\d.]+,\d{2}/);
      await expect(card(plain)).toHaveText(/₺[\d.]+,\d{2}/);
      await expect(card(plain).getByRole('link', { name: plain.name })).toHaveAttribute(
        'href',
        `${tx.prefix}/${plain.seo}-p-${plain.id}`,
      );
      await noAxeViolations(page);

      await card(discounted)
        .getByRole('button', { name: tx.remove(discounted.name) })
        .click();
      await expect(page.getByText(tx.count(1))).toBeVisible();
      await expect(page.getByRole('button', { name: tx.remove(discounted.name) })).toHaveCount(0);
      const left = await (await page.request.get('/api/catalog/wishlist')).json();
      expect(left.items.map((i: { product: ListItem }) => i.product.id)).toEqual([plain.id]);

      await card(plain)
        .getByRole('button', { name: tx.remove(plain.name) })
        .click();
      await expect(page.getByText(tx.noFavourites)).toBeVisible();
      await expect(page.getByRole('link', { name: tx.backToShop })).toBeVisible();

      // The heart on the product page follows the wishlist.
      await page.goto(`${tx.prefix}/${discounted.seo}-p-${discounted.id}`);
      await expect(page.getByRole('button', { name: tx.heart(discounted.name) }).first()).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.context().close();
    });
  }

  test('a second customer cannot edit or see the first one’s review (404)', async ({
    demo,
    openPage,
    newCustomer,
    signIn,
  }) => {
    const page = await openPage(DESKTOP);
    await signIn(page, demo);
    const [review] = await myReviews(page);
    if (!review) throw new Error('the demo customer has no review');
    const other = await newCustomer({ name: 'Deniz', surname: 'Aksoy' });
    const stranger = await openPage(PHONE);
    await signIn(stranger, other);
    const res = await stranger.request.post(`/api/catalog/comment/${review.id}`, {
      form: {
        comment_title: 'Başkasının yorumu',
        comment_description: 'Değişmemeli.',
        comment_star: '1',
        comment_b_star: String(review.star),
        comment_product_id: String(review.product.id),
        comment_date: '2026-01-01',
      },
    });
    expect(res.status()).toBe(404);
    expect(await myReviews(stranger)).toEqual([]);
    const after = (await myReviews(page)).find((r) => r.id === review.id);
    expect(after).toMatchObject({ commentTitle: review.commentTitle, star: review.star });
    await stranger.goto('/degerlendirmelerim');
    await expect(stranger.getByText('Henüz herhangi bir değerlendirmeniz bulunmamaktadır.')).toBeVisible();
    await expect(stranger.getByText(review.commentTitle)).toHaveCount(0);
    await stranger.context().close();
    await page.context().close();
  });

  test('each page loads at most 120 KB of gzipped JavaScript', async ({ demo, openPage, signIn }) => {
    const page = await openPage(PHONE);
    await signIn(page, demo);
    for (const path of ['/degerlendirmelerim', '/favorilerim', '/en/degerlendirmelerim', '/en/favorilerim']) {
      const bodies: Promise<Buffer>[] = [];
      const onResponse = (r: Response) => {
        if (r.request().resourceType() === 'script') bodies.push(r.body());
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      const sizes = (await Promise.all(bodies)).map((b) => gzipSync(b).length);
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120 * 1024);
    }
    await page.context().close();
  });
});
