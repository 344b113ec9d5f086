import { describe, expect, test } from 'vitest';
import {
  afterAddressCountChange,
  checkoutAddressIds,
  INITIAL_SELECTION,
  selectAddress,
  setSameAddress,
} from '../../src/domain/checkout/checkout-address-selection.ts';
import { checkoutTexts } from '../../src/i18n/texts/checkout.ts';

describe('the checkout address choice of SPEC §4', () => {
  test("starts with 'invoice address same' checked and nothing chosen", () => {
    expect(INITIAL_SELECTION).toEqual({ same: true, delivery: null, invoice: null });
  });

  test('with the box checked one choice is both the delivery and the invoice address', () => {
    const s = selectAddress(INITIAL_SELECTION, 'delivery', 7);
    expect(s).toEqual({ same: true, delivery: 7, invoice: 7 });
    expect(checkoutAddressIds(s)).toEqual({ ok: true, teslimat: 7, fatura: 7 });
  });

  test('unchecked, the delivery and invoice lists are chosen separately', () => {
    let s = setSameAddress(selectAddress(INITIAL_SELECTION, 'delivery', 1), false);
    expect(s).toEqual({ same: false, delivery: 1, invoice: 1 });
    s = selectAddress(s, 'invoice', 2);
    expect(s).toEqual({ same: false, delivery: 1, invoice: 2 });
    s = selectAddress(s, 'delivery', 3);
    expect(checkoutAddressIds(s)).toEqual({ ok: true, teslimat: 3, fatura: 2 });
  });

  test('checking the box again makes the invoice address the delivery address', () => {
    const s = setSameAddress({ same: false, delivery: 4, invoice: 5 }, true);
    expect(s).toEqual({ same: true, delivery: 4, invoice: 4 });
    expect(setSameAddress(s, true)).toBe(s);
  });

  test('a change in the number of addresses clears both choices, the box stays', () => {
    const s = { same: false, delivery: 4, invoice: 5 };
    expect(afterAddressCountChange(s, 2, [4, 5, 6])).toEqual({ same: false, delivery: null, invoice: null });
    expect(afterAddressCountChange(s, 3, [4, 5])).toEqual({ same: false, delivery: null, invoice: null });
    expect(afterAddressCountChange(s, 2, [4, 5])).toBe(s);
  });

  test('a single saved address is chosen as delivery and invoice address (walkthrough m16)', () => {
    // Coming back to the step: the list loads (0 → 1) and its only address is chosen.
    expect(afterAddressCountChange(INITIAL_SELECTION, 0, [7])).toEqual({
      same: true,
      delivery: 7,
      invoice: 7,
    });
    expect(afterAddressCountChange({ same: false, delivery: null, invoice: null }, 0, [7])).toEqual({
      same: false,
      delivery: 7,
      invoice: 7,
    });
    expect(checkoutAddressIds(afterAddressCountChange(INITIAL_SELECTION, 0, [7]))).toEqual({
      ok: true,
      teslimat: 7,
      fatura: 7,
    });
    // Two or none: nothing is chosen for the shopper.
    expect(afterAddressCountChange(INITIAL_SELECTION, 0, [7, 8])).toEqual(INITIAL_SELECTION);
    expect(afterAddressCountChange({ same: true, delivery: 7, invoice: 7 }, 1, [])).toEqual(
      INITIAL_SELECTION,
    );
  });

  test("Continue needs both addresses, else 'Lütfen adres seçiniz!'", () => {
    for (const s of [
      INITIAL_SELECTION,
      { same: false, delivery: 1, invoice: null },
      { same: false, delivery: null, invoice: 2 },
    ]) {
      const result = checkoutAddressIds(s);
      expect(result).toEqual({ ok: false, error: 'checkout.addressRequired' });
      if (!result.ok) expect(checkoutTexts.tr[result.error]).toBe('Lütfen adres seçiniz!');
    }
  });
});
