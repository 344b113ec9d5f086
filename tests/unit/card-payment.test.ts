import { describe, expect, test } from 'vitest';
import type { BinAnswer } from '../../src/contract/payment.ts';
import { type FrameReply, readPaymentMessage } from '../../src/contract/payment-frame.ts';
import { FREE_AMOUNT_CARD_CHECKS } from '../../src/domain/payment/card-validation.ts';
import { t } from '../../src/i18n/index.ts';
import { amountLocale, cardAlertValues } from '../../src/islands/parts/payment/card-alert.ts';
import {
  type CardValues,
  cardMessage,
  cardRefusal,
  EMPTY_CARD,
  frameOutcome,
  installmentView,
} from '../../src/islands/parts/payment/card-payment.ts';

const CARD: CardValues = {
  number: '4355 0843 5508 4358',
  expiry: '12/30',
  ccv: '000',
  holder: ' Ayşe Yılmaz ',
};

const BIN: BinAnswer = {
  bank: { organization: 'VISA', name: 'Akbank', family: 'Axess', logo: null },
  plans: [
    { id: 1, installment: 1, commisionFee: 0 },
    { id: 3, installment: 3, commisionFee: 3.5 },
  ],
};

const paid = { succeed: true, amount: 150, description: '' };

describe('the card checks of a Pay (SPEC §5), in their order', () => {
  test('an untouched card fails check 1, a whole one passes', () => {
    expect(cardRefusal(EMPTY_CARD, '100')).toBe('validation.card.form');
    expect(cardRefusal(CARD, '100')).toBeUndefined();
  });

  test('the checks given are the ones read: the free amount names a format error of its own', () => {
    expect(cardRefusal(CARD, '12.34,5', FREE_AMOUNT_CARD_CHECKS)).toBe('validation.freeAmount.format');
    expect(cardRefusal({ ...CARD, ccv: '00' }, '12.34,5', FREE_AMOUNT_CARD_CHECKS)).toBe(
      'validation.card.ccv',
    );
  });

  test('an amount the checks pass but that is no payable one is refused as no amount', () => {
    expect(cardRefusal(CARD, '100', FREE_AMOUNT_CARD_CHECKS, false)).toBe('validation.card.amount');
    expect(cardRefusal(EMPTY_CARD, '100', FREE_AMOUNT_CARD_CHECKS, false)).toBe('validation.card.form');
  });

  test("each check's message is in the page's language, the free amount's maximum printed as the page prints amounts", () => {
    expect(t('tr', 'validation.card.amount', cardAlertValues('tr'))).toBe('Tutar girmediniz!');
    expect(t('en', 'validation.card.ccv', cardAlertValues('en'))).toBe('Please fill in the CCV completely!');
    expect(t('tr', 'validation.freeAmount.max', cardAlertValues('tr'))).toMatch(
      /^Tek seferde en fazla \d{1,3}(\.\d{3})*,\d{2} TL/,
    );
    expect(t('en', 'validation.freeAmount.max', cardAlertValues('en'))).toMatch(
      /^You can pay at most \d{1,3}(,\d{3})*\.\d{2} TL/,
    );
    expect([amountLocale('tr'), amountLocale('en')]).toEqual(['tr-TR', 'en-GB']);
  });
});

describe('the installment table of a card payment (SPEC §9)', () => {
  test('at or below installmentLimit, or without an amount, no table', () => {
    expect(installmentView(50_000, '500', BIN, 3)).toEqual({ show: false, rows: [], plan: 0 });
    expect(installmentView(null, '500', BIN, 3)).toEqual({ show: false, rows: [], plan: 0 });
  });

  test('above the limit the table shows; its rows wait for the BIN look-up', () => {
    expect(installmentView(50_001, '500', null, 0)).toEqual({ show: true, rows: [], plan: 0 });
    const view = installmentView(100_000, '500', BIN, 3);
    expect(view.show).toBe(true);
    expect(view.rows.map((row) => [row.id, row.installment, row.total])).toEqual([
      [1, 1, 100_000],
      [3, 3, 103_500],
    ]);
  });

  test('the chosen plan holds while its row is offered, else the payment is single (0)', () => {
    expect(installmentView(100_000, '500', BIN, 3).plan).toBe(3);
    expect(installmentView(100_000, '500', BIN, 6).plan).toBe(0);
    expect(installmentView(100_000, '500', null, 3).plan).toBe(0);
  });
});

describe('the card message posted into the payment frame (src/contract/payment-frame.ts)', () => {
  test("an order's message: the card's digits, the trimmed holder, the approved agreements; every field text", () => {
    const message = cardMessage(CARD, {
      paymentType: 'order',
      locale: 'en',
      plan: 3,
      amount: '1234.5',
      description: 'Kapıya bırakın',
      shippingTotal: '49.9',
      agreementKey: 'k1',
    });
    expect(message).toEqual({
      ccno: '4355084355084358',
      ccv: '000',
      expiry: '12/30',
      holder: 'Ayşe Yılmaz',
      plan: '3',
      amount: '1234.5',
      description: 'Kapıya bırakın',
      shippingTotal: '49.9',
      paymentType: 'order',
      agreementKey: 'k1',
      locale: 'en',
      paymentKey: '',
    });
    // The frame reads back exactly what the page posted.
    expect(readPaymentMessage(message)).toEqual(message);
  });

  test("a payment on account carries the attempt's key and no agreements", () => {
    const message = cardMessage(CARD, {
      paymentType: 'pay',
      locale: 'tr',
      plan: 0,
      amount: '1.5',
      description: '',
      shippingTotal: '0',
      paymentKey: 'a'.repeat(32),
    });
    expect(message).toMatchObject({
      paymentType: 'pay',
      plan: '0',
      agreementKey: '',
      paymentKey: 'a'.repeat(32),
    });
  });

  test('the frame reads a card message only: numbers as text, missing fields empty, anything else refused', () => {
    expect(readPaymentMessage({ ccno: 4355084355084358, plan: 3 })).toMatchObject({
      ccno: '4355084355084358',
      plan: '3',
      holder: '',
      paymentKey: '',
    });
    expect(readPaymentMessage({ ready: true })).toBeUndefined();
    expect(readPaymentMessage({ ccno: '1', holder: { name: 'x' } })).toBeUndefined();
    expect(readPaymentMessage('ccno')).toBeUndefined();
    expect(readPaymentMessage(null)).toBeUndefined();
  });
});

describe("what the frame's reply means for the page", () => {
  test('an order is paid once the answer names its order; the page then leaves for it', () => {
    const reply: FrameReply = {
      payment_succeed: true,
      result: { ...paid, paymentType: 'order', order: 'S-1' },
    };
    expect(frameOutcome(reply, 'order')).toEqual({ kind: 'paid', result: reply.result });
    const noOrder: FrameReply = {
      payment_succeed: true,
      result: { ...paid, paymentType: 'order', order: null },
    };
    expect(frameOutcome(noOrder, 'order')).toBeNull();
  });

  test('a payment on account is paid with its result, which names no order', () => {
    const reply: FrameReply = { payment_succeed: true, result: { ...paid, paymentType: 'pay', order: null } };
    expect(frameOutcome(reply, 'pay')).toEqual({ kind: 'paid', result: reply.result });
    expect(frameOutcome({ payment_succeed: true }, 'pay')).toBeNull();
  });

  test('a failure, a close, and progress only', () => {
    expect(frameOutcome({ payment_succeed: false, error: 'Red', loading: false }, 'order')).toEqual({
      kind: 'failed',
    });
    expect(frameOutcome({ dialogClose: true }, 'pay')).toEqual({ kind: 'closed' });
    expect(frameOutcome({ loading: true }, 'order')).toBeNull();
    expect(frameOutcome({ loading: false, error: 'Kod hatalı' }, 'pay')).toBeNull();
  });
});
