/**
 * The checkout's address choice (SPEC §4 Checkout): a delivery and an invoice address, with the
 * 'invoice address same' box checked by default (then one choice is both). Changing the number of
 * saved addresses clears the choice; Continue needs both, else 'Lütfen adres seçiniz!'.
 */

/** Which list an address is chosen in. */
export type AddressRole = 'delivery' | 'invoice';

/** The addresses chosen on the step; null while none is chosen. */
export interface AddressSelection {
  /** The 'invoice address same' box: one choice is the delivery and the invoice address. */
  readonly same: boolean;
  readonly delivery: number | null;
  readonly invoice: number | null;
}

/** The step's start: the box checked, nothing chosen. */
export const INITIAL_SELECTION: AddressSelection = { same: true, delivery: null, invoice: null };

/** Chooses an address in a list; with the box checked it is both addresses. */
export function selectAddress(selection: AddressSelection, role: AddressRole, id: number): AddressSelection {
  if (selection.same) return { ...selection, delivery: id, invoice: id };
  return role === 'delivery' ? { ...selection, delivery: id } : { ...selection, invoice: id };
}

/**
 * Checks or unchecks the 'invoice address same' box. Checking makes the invoice address the delivery
 * address; unchecking keeps both as they are, so the separate invoice list starts from the same choice.
 */
export function setSameAddress(selection: AddressSelection, same: boolean): AddressSelection {
  if (selection.same === same) return selection;
  return same ? { same, delivery: selection.delivery, invoice: selection.delivery } : { ...selection, same };
}

/**
 * After the address list changed: a different count clears both choices (SPEC §4); the box stays.
 * When exactly one address is left (`ids`, the saved addresses' ids), it is the only possible choice,
 * so it is chosen as delivery and invoice address: a shopper who comes back to the step with one saved
 * address need not pick it again (walkthrough m16). Two or more stay unchosen, as the spec says.
 */
export function afterAddressCountChange(
  selection: AddressSelection,
  previousCount: number,
  ids: readonly number[],
): AddressSelection {
  if (previousCount === ids.length) return selection;
  const only = ids.length === 1 ? (ids[0] ?? null) : null;
  return { ...selection, delivery: only, invoice: only };
}

/** The two ids Continue posts (teslimat_address_id, fatura_address_id), or the message when one is missing. */
export function checkoutAddressIds(
  selection: AddressSelection,
): { ok: true; teslimat: number; fatura: number } | { ok: false; error: 'checkout.addressRequired' } {
  const teslimat = selection.delivery;
  const fatura = selection.same ? selection.delivery : selection.invoice;
  if (teslimat === null || fatura === null) return { ok: false, error: 'checkout.addressRequired' };
  return { ok: true, teslimat, fatura };
}
