import { describe, expect, test } from 'vitest';
import { ADDRESS_LIMITS } from '../../src/domain/address/address-validation.ts';
import { MAX_LINE_QUANTITY } from '../../src/domain/cart/cart-quantity.ts';
import { SEARCH_TEXT_MAX, searchTextError } from '../../src/domain/catalog/search-text.ts';
import { NOTE_MAX, noteError } from '../../src/domain/checkout/order-note.ts';
import { CARD_HOLDER_MAX, cardFormError } from '../../src/domain/payment/card-validation.ts';
import { REVIEW_LIMITS } from '../../src/domain/reviews/review-validation.ts';
import { type Locale, type TextKey, t } from '../../src/i18n/index.ts';

describe('limits of the fields the spec gives no number for', () => {
  test('a note (order description, payment description): 500 characters after trimming', () => {
    expect(noteError(` ${'ğ'.repeat(NOTE_MAX)}\n`)).toBeUndefined();
    expect(noteError('ğ'.repeat(NOTE_MAX + 1))).toBe('validation.noteMax');
    expect(t('tr', 'validation.noteMax')).toBe('Açıklama en fazla 500 karakter olabilir.');
  });

  test('a search: 200 characters', () => {
    expect(searchTextError('ş'.repeat(SEARCH_TEXT_MAX))).toBeUndefined();
    expect(searchTextError('ş'.repeat(SEARCH_TEXT_MAX + 1))).toBe('validation.searchMax');
  });

  test('the name on a card: 60 characters, else the holder message of SPEC §5', () => {
    const card = { cardNumber: '5549600000000012', ccv: '123', amount: '10', expiry: '12/30' };
    expect(cardFormError({ ...card, cardHolder: 'A'.repeat(CARD_HOLDER_MAX) })).toBeUndefined();
    expect(cardFormError({ ...card, cardHolder: 'A'.repeat(CARD_HOLDER_MAX + 1) })).toBe(
      'validation.card.holder',
    );
  });

  // A message states its number in words the shopper reads; it must be the number the rule checks.
  test.each<[TextKey, number]>([
    ['validation.address.addressMax', ADDRESS_LIMITS.addressMax],
    ['validation.address.companyNameMax', ADDRESS_LIMITS.companyNameMax],
    ['validation.address.taxOfficeMax', ADDRESS_LIMITS.taxOfficeMax],
    ['validation.review.descriptionMax', REVIEW_LIMITS.descriptionMax],
    ['validation.noteMax', NOTE_MAX],
    ['validation.searchMax', SEARCH_TEXT_MAX],
    ['addressBook.tooMany', ADDRESS_LIMITS.perCustomerMax],
    ['cart.lineMax', MAX_LINE_QUANTITY],
  ])('%s names %i in both languages', (key, limit) => {
    for (const locale of ['tr', 'en'] as Locale[]) {
      const number = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB').format(limit);
      expect(t(locale, key)).toContain(number);
    }
  });
});
