/**
 * The cart as the API answers it (SPEC §3 Cart item): its lines, with what the mini-cart and the cart
 * page show, for GET/DELETE/PATCH /cart and POST /cart/{productId}.
 */

/** A cart line as the API answers it (SPEC §3 Cart item, plus what the mini-cart shows). */
export interface CartItemView {
  id: number;
  product: {
    id: number;
    taxRate: number;
    code: string;
    name: string;
    seo: string;
    image: string | null;
    brand: string | null;
    /** The model name (SPEC §3 Product model{name}), if the product has one. */
    model: string | null;
    /** The product's stock in base units (as GET /product/{id} shows it), for the cart page's quantity rules. */
    stock: number;
    /** Every unit the product is sold in, for the cart page's unit selector (GET, PATCH and DELETE answers). */
    units?: CartUnitView[];
  };
  productUnit: {
    id: number;
    value: string;
    multiplier: number;
    width: number;
    height: number;
    length: number;
    weight: number;
    defaultPrice: { value: number; currency: string };
  };
  quantity: number;
  tax: number;
}

/** One unit a cart line may switch to: its id, code, multiplier and default price. */
export interface CartUnitView {
  id: number;
  value: string;
  multiplier: number;
  defaultPrice: { value: number; currency: string };
}

/** GET /cart, DELETE /cart, DELETE and PATCH /cart/{productId}: the cart's lines, oldest first. */
export interface CartLinesAnswer {
  items: CartItemView[];
}

/** POST /cart/{productId} (SPEC §7): the form's fields under the spec's names; productValue is the unit (its id), left out (never undefined) for the default unit. */
export interface AddToCartForm {
  quantity: string;
  productValue?: string;
}

/** PATCH /cart/{productId} (SPEC §7): one change as JSON, a quantity, an amount added, or a unit id. */
export type CartLinePatch = { quantity: number } | { addQuantity: number } | { unit: number };
