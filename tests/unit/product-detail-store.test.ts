import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ProductDetail } from '../../src/contract/product.ts';
import { createProductDetailStore, type ProductView } from '../../src/stores/product-detail.ts';

function unit(id: number, value: string, multiplier: number, price: number, isDefault: boolean) {
  return {
    id,
    value,
    multiplier,
    defaultPrice: { value: price, currency: 'TRY' },
    listPrice: { value: price, currency: 'TRY' },
    width: 10,
    height: 10,
    length: 10,
    weight: 1,
    barcode: `86900000000${id}`,
    isDefault,
  };
}

function product(id: number, patch: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id,
    parentId: null,
    categoryId: 1,
    code: `GYM${id}`,
    name: `Kot Pantolon ${id}`,
    seo: 'kot-pantolon',
    image: 'p-1.jpg',
    images: ['p-1.jpg'],
    brand: null,
    model: null,
    description: '<p>Açıklama</p>',
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    currency: 'TRY',
    defaultUnit: 'ADET',
    units: [unit(1, 'ADET', 1, 100, true), unit(2, 'PAKET', 6, 550, false)],
    salePrice: { value: 100, currency: 'TRY' },
    listPrice: { value: 100, currency: 'TRY' },
    taxRate: 10,
    quantity: 50,
    inventory: [],
    starRate: 0,
    salesNumber: 0,
    commentCount: 0,
    equivalentCode: '',
    fastDelivery: false,
    sameDayShipping: false,
    hasVariants: false,
    variants: [],
    children: [],
    campaign: null,
    ...patch,
  };
}

const variants = [
  { code: 'RENK', name: 'Renk', values: [{ name: 'Kırmızı' }, { name: 'Yeşil' }] },
  { code: 'BEDEN', name: 'Beden', values: [{ name: 'S' }, { name: 'M' }] },
];
const children = [
  { id: 11, values: ['Kırmızı', 'S'] },
  { id: 12, values: ['Kırmızı', 'M'] },
  { id: 13, values: ['Yeşil', 'S'] },
];
const campaign = { id: 1, name: 'Kış Fırsatları', url: 'kis-firsatlari' };
const parent = product(10, { hasVariants: true, variants, children, campaign });
const child = (id: number) =>
  product(id, {
    parentId: 10,
    name: `Kot Pantolon - ${id}`,
    code: `GYM10-${id}`,
    variants,
    children,
    units: [unit(100 + id, 'ADET', 1, 120, true)],
  });

/** A stand-in for the API: GET /product/{id} answers from `answers`, and every call is kept. */
function fakeApi(answers: Record<number, ProductDetail | number>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      const id = Number(/\/product\/(\d+)/.exec(url)?.[1]);
      const answer = answers[id];
      if (answer === undefined || typeof answer === 'number')
        return new Response('{}', { status: typeof answer === 'number' ? answer : 404 });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the state of SPEC §3', () => {
  test('starts with the built product, amount 1, its campaign and its default unit', () => {
    const store = createProductDetailStore(parent);
    const s = store.$state.get();
    expect(s.product.id).toBe(10);
    expect(s.amount).toBe(1);
    expect(s.campaign).toEqual(campaign);
    expect(s.unitId).toBe(1);
    expect(s.selection).toEqual([null, null]);
    expect(s.variantChosen).toBe(false);
    // The page renders the description itself; the island's state does not carry it.
    expect('description' in s.product).toBe(false);
  });

  test('a product without variants has no choice to make', () => {
    expect(createProductDetailStore(product(5)).$state.get().selection).toEqual([]);
  });
});

describe('quantity (SPEC §4 detail quantity)', () => {
  test('typing: 1 to 100 taken, 0 or letters reset to 1, 101 refused with a hint', () => {
    const store = createProductDetailStore(product(5));
    expect(store.enterAmount('7')).toEqual({ amount: 7, hint: null });
    expect(store.enterAmount('101')).toEqual({ amount: 7, hint: 'quantity.tooMany' });
    expect(store.$state.get().amount).toBe(7);
    expect(store.enterAmount('0').amount).toBe(1);
    expect(store.enterAmount('12').amount).toBe(12);
    expect(store.enterAmount('abc').amount).toBe(1);
    expect(store.enterAmount('100').amount).toBe(100);
    expect(store.enterAmount('2,5')).toEqual({ amount: 100, hint: 'quantity.whole' });
  });

  test('a product sold by the kilo takes 2,5; a counted unit then rounds it up to 3', () => {
    const kilo = product(6, {
      defaultUnit: 'KG',
      units: [unit(1, 'KG', 1, 100, true), unit(2, 'PAKET', 0.5, 55, false)],
    });
    const store = createProductDetailStore(kilo);
    expect(store.enterAmount('2,5')).toEqual({ amount: 2.5, hint: null });
    store.increase(null);
    expect(store.$state.get().amount).toBe(3.5);
    store.decrease();
    expect(store.$state.get().amount).toBe(2.5);
    store.chooseUnit(2);
    expect(store.$state.get().amount).toBe(3);
  });

  test('+ adds 1 while the stock allows, − stops at 1', () => {
    const store = createProductDetailStore(product(5));
    store.increase(2);
    store.increase(2);
    expect(store.$state.get().amount).toBe(2);
    store.increase(null);
    expect(store.$state.get().amount).toBe(3);
    store.decrease();
    store.decrease();
    store.decrease();
    expect(store.$state.get().amount).toBe(1);
  });
});

test('the unit can be any of the shown product’s units', () => {
  const store = createProductDetailStore(product(5));
  store.chooseUnit(2);
  expect(store.$state.get().unitId).toBe(2);
  store.chooseUnit(99);
  expect(store.$state.get().unitId).toBe(2);
});

describe('variant change (SPEC §4, §9: 2.5 s)', () => {
  test('a complete choice shows the loader, then after 2.5 s the child replaces the product', async () => {
    const calls = fakeApi({ 12: child(12) });
    const store = createProductDetailStore(parent);
    await store.chooseVariant(0, 'Kırmızı');
    expect(store.$state.get()).toMatchObject({ selection: ['Kırmızı', null], variantLoading: false });
    expect(calls).toEqual([]);

    const done = store.chooseVariant(1, 'M');
    expect(store.$state.get().variantLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(2499);
    expect(store.$state.get().product.id).toBe(10);
    expect(store.$state.get().variantLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    const s = store.$state.get();
    expect(s.product).toMatchObject({ id: 12, name: 'Kot Pantolon - 12', code: 'GYM10-12' });
    expect(s).toMatchObject({ variantLoading: false, variantChosen: true, unitId: 112 });
    // The child has no campaign of its own: the page's stays.
    expect(s.campaign).toEqual(campaign);
    expect(calls).toEqual(['/api/catalog/product/12']);
  });

  test('a new choice during the wait replaces the pending one', async () => {
    fakeApi({ 11: child(11), 12: child(12) });
    const store = createProductDetailStore(parent);
    await store.chooseVariant(0, 'Kırmızı');
    const first = store.chooseVariant(1, 'M');
    await vi.advanceTimersByTimeAsync(1000);
    const second = store.chooseVariant(1, 'S');
    await vi.advanceTimersByTimeAsync(2500);
    await Promise.all([first, second]);
    expect(store.$state.get().product.id).toBe(11);
  });

  test('clearing a value goes back to the page product and asks for a choice again', async () => {
    fakeApi({ 12: child(12) });
    const store = createProductDetailStore(parent);
    await store.chooseVariant(0, 'Kırmızı');
    const done = store.chooseVariant(1, 'M');
    await vi.advanceTimersByTimeAsync(2500);
    await done;
    await store.chooseVariant(1, null);
    expect(store.$state.get()).toMatchObject({ variantChosen: false, selection: ['Kırmızı', null] });
    expect(store.$state.get().product.id).toBe(10);
    expect(store.$state.get().product.hasVariants).toBe(true);
  });

  test('a combination without a child, or a child that cannot be loaded, says so', async () => {
    fakeApi({ 13: 500 });
    const store = createProductDetailStore(parent);
    await store.chooseVariant(1, 'M');
    await store.chooseVariant(0, 'Yeşil');
    expect(store.$state.get()).toMatchObject({ variantMissing: true, variantLoading: false });
    const done = store.chooseVariant(1, 'S');
    await vi.advanceTimersByTimeAsync(2500);
    await done;
    expect(store.$state.get()).toMatchObject({ variantMissing: true, variantChosen: false });
    expect(store.$state.get().product.id).toBe(10);
  });
});

describe('refresh after hydration', () => {
  test('takes the live price, stock and campaign', async () => {
    fakeApi({ 5: product(5, { quantity: 3, salePrice: { value: 90, currency: 'TRY' }, campaign }) });
    const store = createProductDetailStore(product(5));
    await store.refresh();
    const s = store.$state.get();
    expect(s.product.quantity).toBe(3);
    expect(s.product.salePrice?.value).toBe(90);
    expect(s.campaign).toEqual(campaign);
  });

  test('keeps the built product when the API fails', async () => {
    fakeApi({ 5: 503 });
    const built: ProductView = product(5);
    const store = createProductDetailStore(built);
    await store.refresh();
    expect(store.$state.get().product.quantity).toBe(50);
  });
});
