import { describe, expect, test } from 'vitest';
import { CAROUSEL_IMAGE_SIZE, campaignCarouselOptions } from '../../src/domain/catalog/campaign-carousel.ts';

describe('the campaign carousel (SPEC §9)', () => {
  const options = campaignCarouselOptions();

  test('no loop, margin 10, autoplay every 5000 ms, pause on hover', () => {
    expect(options.type).toBe('slide');
    expect(options.rewind).toBe(false);
    expect(options.gap).toBe('10px');
    expect(options.autoplay).toBe(true);
    expect(options.interval).toBe(5000);
    expect(options.pauseOnHover).toBe(true);
  });

  test('2 products under 600 px, 4 from 600 px, 6 from 1000 px', () => {
    expect(options.mediaQuery).toBe('min');
    expect(options.perPage).toBe(2);
    expect(options.breakpoints[0]?.perPage).toBe(2);
    expect(options.breakpoints[600]?.perPage).toBe(4);
    expect(options.breakpoints[1000]?.perPage).toBe(6);
  });

  test('arrows at the 0 and 1000 breakpoints, inherited at 600: shown at every width', () => {
    expect(options.arrows).toBe(true);
    expect(options.breakpoints[0]?.arrows).toBe(true);
    expect(options.breakpoints[1000]?.arrows).toBe(true);
    expect(options.breakpoints[600]?.arrows).toBeUndefined();
  });

  test('campaign cards use the 280-413 images', () => {
    expect(CAROUSEL_IMAGE_SIZE).toBe('280-413');
  });
});
