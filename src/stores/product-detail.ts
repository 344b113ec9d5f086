import { atom, type ReadableAtom } from 'nanostores';
import { readProduct } from '../client/product.ts';
import type { ProductDetail } from '../contract/product.ts';
import { isDivisibleUnit } from '../domain/catalog/divisible-units.ts';
import {
  decreaseQuantity,
  increaseQuantity,
  MAX_QUANTITY,
  type QuantityEntry,
  quantityEntry,
} from '../domain/catalog/quantity.ts';
import {
  emptySelection,
  findChild,
  isSelectionComplete,
  selectValue,
  VARIANT_SWITCH_MS,
  type VariantSelection,
} from '../domain/catalog/variants.ts';

/** A product as the page's island holds it: the API's detail without the texts the page renders itself. */
export type ProductView = Omit<
  ProductDetail,
  'description' | 'metaTitle' | 'metaDescription' | 'metaKeywords'
>;

/** The product detail state (SPEC §3: product, amount (default 1), campaign) and the choices behind it. */
export interface ProductDetailState {
  /** The product shown and added: the page's product, or the variant child chosen. */
  product: ProductView;
  /** The amount in the quantity box. */
  amount: number;
  /** The running campaign the page's product is in. */
  campaign: ProductView['campaign'];
  /** The selected unit's id (the default unit at first). */
  unitId: number | null;
  /** The chosen value per variant dimension. */
  selection: VariantSelection;
  /** A chosen child is being loaded (the loader of SPEC §4). */
  variantLoading: boolean;
  /** The product shown is the child of a complete choice (SPEC §4's variant-chosen flag). */
  variantChosen: boolean;
  /** The complete choice matches no child, or the child could not be loaded. */
  variantMissing: boolean;
}

/** One product page's state and its actions. */
export interface ProductDetailStore {
  readonly $state: ReadableAtom<ProductDetailState>;
  /** Re-reads the page's product (price, stock, campaign) from the API; failures keep the built data. */
  refresh(): Promise<void>;
  chooseUnit(unitId: number): void;
  /** Sets one dimension's value; a complete choice loads its child after the 2.5 s loader. */
  chooseVariant(dimension: number, value: string | null): Promise<void>;
  /** The quantity box: typed text (SPEC §4 detail quantity rules); the amount kept and why it refused. */
  enterAmount(text: string): QuantityEntry;
  /** The + button, up to `max` (what the stock allows; null for no limit). */
  increase(max: number | null): void;
  decrease(): void;
  /** Stops a pending variant switch (the island is leaving). */
  dispose(): void;
}

/** A product without the page's own texts, so the state stays small. */
export function toProductView(product: ProductView | ProductDetail): ProductView {
  const { description, metaTitle, metaDescription, metaKeywords, ...view } = product as ProductDetail;
  return view;
}

function defaultUnitId(product: ProductView): number | null {
  return (product.units.find((u) => u.isDefault) ?? product.units[0])?.id ?? null;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A product page's state, created per island from the built product (so the server render and
 * the first browser render agree, and pages rendered in one build never share state).
 */
export function createProductDetailStore(initial: ProductView): ProductDetailStore {
  let parent = toProductView(initial);
  const $state = atom<ProductDetailState>({
    product: parent,
    amount: 1,
    campaign: parent.campaign,
    unitId: defaultUnitId(parent),
    selection: emptySelection(parent.hasVariants ? parent.variants.length : 0),
    variantLoading: false,
    variantChosen: false,
    variantMissing: false,
  });
  // Every change goes through here: an amount with decimals (2,5 KG) left in a counted unit (a
  // unit change, another product) rounds up to the next whole one, never more than 100.
  const update = (patch: Partial<ProductDetailState>) => {
    const next = { ...$state.get(), ...patch };
    const unit = next.product.units.find((u) => u.id === next.unitId);
    if (!Number.isInteger(next.amount) && !isDivisibleUnit(unit?.value))
      next.amount = Math.min(Math.ceil(next.amount), MAX_QUANTITY);
    $state.set(next);
  };
  let pending: AbortController | null = null;
  const divisible = () => {
    const { product, unitId } = $state.get();
    return isDivisibleUnit(product.units.find((u) => u.id === unitId)?.value);
  };

  // Showing another product keeps the unit when it has the same one, else takes its default unit.
  const show = (product: ProductView, patch: Partial<ProductDetailState> = {}) => {
    const { unitId } = $state.get();
    const keep = product.units.some((u) => u.id === unitId);
    update({ product, unitId: keep ? unitId : defaultUnitId(product), ...patch });
  };

  async function refresh(): Promise<void> {
    try {
      parent = toProductView(await readProduct(parent.id));
      const state = $state.get();
      if (!state.variantChosen && !state.variantLoading) show(parent, { campaign: parent.campaign });
      else update({ campaign: state.product.campaign ?? parent.campaign });
    } catch {
      // The built data stays: it is never wrong for long, and the cart checks again.
    }
  }

  async function chooseVariant(dimension: number, value: string | null): Promise<void> {
    pending?.abort();
    pending = null;
    const selection = selectValue($state.get().selection, dimension, value);
    if (!isSelectionComplete(selection)) {
      show(parent, {
        selection,
        variantChosen: false,
        variantLoading: false,
        variantMissing: false,
        campaign: parent.campaign,
      });
      return;
    }
    const child = findChild(parent.children, selection);
    if (!child) {
      show(parent, { selection, variantChosen: false, variantLoading: false, variantMissing: true });
      return;
    }
    const controller = new AbortController();
    pending = controller;
    update({ selection, variantLoading: true, variantMissing: false });
    try {
      const [detail] = await Promise.all([
        readProduct(child.id, controller.signal),
        delay(VARIANT_SWITCH_MS, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      const product = toProductView(detail);
      show(product, {
        variantLoading: false,
        variantChosen: true,
        campaign: product.campaign ?? parent.campaign,
      });
    } catch {
      if (controller.signal.aborted) return;
      show(parent, { variantLoading: false, variantChosen: false, variantMissing: true });
    } finally {
      if (pending === controller) pending = null;
    }
  }

  return {
    $state,
    refresh,
    chooseVariant,
    chooseUnit: (unitId) => {
      if ($state.get().product.units.some((u) => u.id === unitId)) update({ unitId });
    },
    enterAmount: (text) => {
      const entry = quantityEntry(text, $state.get().amount, divisible());
      update({ amount: entry.amount });
      return entry;
    },
    increase: (max) => update({ amount: increaseQuantity($state.get().amount, max) }),
    decrease: () => update({ amount: decreaseQuantity($state.get().amount) }),
    dispose: () => pending?.abort(),
  };
}
