import { expect, PHONE, test } from './fixtures.ts';

// The home page's campaign carousel scrolls natively: a sideways swipe moves it a slide on (the
// track snaps to a slide), and the arrows and the slides in view follow; a slide out of view is
// out of the tab order. Playwright gives the swipe as a sideways wheel scroll (a trackpad's swipe):
// a finger's is the same native scroll of the track.

test.use({ viewport: PHONE });

test('a sideways swipe moves the carousel on, and the arrows and the slides in view follow', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const name = ((await heading.textContent()) ?? '').trim();
  const region = page.getByRole('region', { name, exact: true });
  const slides = region.getByRole('group');
  await expect(slides).toHaveCount(2);
  const first = (await slides.first().getAttribute('aria-label')) ?? '';
  await region.getByRole('button', { name: 'Otomatik kaydırmayı durdur' }).click();
  await expect(region.getByRole('button', { name: 'Önceki ürünler' })).toBeDisabled();

  // Less than a slide's width: the track snaps on to the next slide.
  const box = await slides.first().boundingBox();
  if (!box) throw new Error('the first slide has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(Math.round(box.width * 0.8), 0);
  await expect(slides.first()).not.toHaveAccessibleName(first);
  await expect(slides).toHaveCount(2);
  await expect(region.getByRole('button', { name: 'Önceki ürünler' })).toBeEnabled();

  // The product links of slides out of view cannot be reached with Tab.
  const hiddenLinks = region.locator('[aria-hidden="true"] a');
  expect(await hiddenLinks.count()).toBeGreaterThan(0);
  for (const link of await hiddenLinks.all()) {
    expect(await link.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  }
});
