/**
 * The two tables of an order's documents: the goods (lines) and the amounts. An order fills them with
 * its lines and amounts; the legal pages' templates show the same columns and rows with placeholders,
 * so both are written here, side by side, and a column or row added to one is seen beside the other.
 */
import { formatQuantity } from '../catalog/divisible-units.ts';
import { formatMoney, isoCurrency, type Minor } from '../money.ts';
import type { AgreementBlock } from './agreement-document.ts';
import { numberLocale, percentNumber, type Text } from './agreement-format.ts';
import type { AgreementInput } from './agreement-input.ts';

/** The goods table's columns; the unit price column says whether it includes KDV. */
function linesHead(text: Text, unitPricesWithKdv: boolean): string[] {
  return [
    text('agreements.col.product'),
    text('agreements.col.code'),
    text('agreements.col.quantity'),
    text('agreements.col.unit'),
    text(unitPricesWithKdv ? 'agreements.col.unitPriceWithTax' : 'agreements.col.unitPrice'),
    text('agreements.col.taxRate'),
    text('agreements.col.lineTotal'),
  ];
}

/** The goods table of an order: each line's product, code, quantity, unit, unit price, KDV and amount. */
export function linesTable(input: AgreementInput, text: Text, money: (m: Minor) => string): AgreementBlock {
  return {
    kind: 'table',
    head: linesHead(text, input.unitPricesWithKdv ?? false),
    rows: input.lines.map((l) => [
      l.name,
      l.code,
      formatQuantity(input.locale, l.quantity),
      l.unit,
      money(l.unitPrice),
      text('agreements.percent', { rate: percentNumber(l.taxRate, input.locale) }),
      money(l.lineTotal),
    ]),
  };
}

/** The shipping row's amount: the fee, or who bears it when nothing is charged. */
function shippingAmount(input: AgreementInput, text: Text, money: (m: Minor) => string): string {
  if (input.amounts.shippingTotal > 0) return money(input.amounts.shippingTotal);
  return text(input.recipientPaysShipping ? 'agreements.shippingRecipient' : 'agreements.shippingFree');
}

/**
 * The amounts table of an order: subtotal, KDV, shipping, the Kapıda Ödeme fee or the installment
 * commission when charged, the grand total, and the lira charge when shown in another currency.
 */
export function amountsTable(input: AgreementInput, text: Text, money: (m: Minor) => string): AgreementBlock {
  const a = input.amounts;
  const rows: string[][] = [
    [text('agreements.row.subTotal'), money(a.subTotal)],
    [text('agreements.row.tax'), money(a.tax)],
    [text('agreements.row.shipping'), shippingAmount(input, text, money)],
  ];
  if (input.odemeTipi === 3)
    rows.push([text('agreements.row.cashOnDeliveryFee'), money(a.cashOnDeliveryFee)]);
  if (input.odemeTipi === 2 && input.plan && input.plan.installment > 1) {
    rows.push([
      text('agreements.row.commission', {
        count: input.plan.installment,
        rate: percentNumber(input.plan.commission, input.locale),
      }),
      money(a.commission),
    ]);
  }
  rows.push([text('agreements.row.total'), money(a.total)]);
  const lira = tryCharge(input);
  if (lira) rows.push([text('agreements.row.tryTotal'), lira]);
  return { kind: 'table', head: amountsHead(text), rows };
}

/** The lira amount to be paid, when the order is shown in another currency (null in lira). */
export function tryCharge(input: AgreementInput): string | null {
  const a = input.amounts;
  if (a.tryTotal === undefined || isoCurrency(a.currency) === 'TRY') return null;
  return formatMoney(a.tryTotal, 'TRY', numberLocale(input.locale));
}

/** The amounts table's two columns: the item and its amount. */
function amountsHead(text: Text): string[] {
  return [text('agreements.col.item'), text('agreements.col.amount')];
}

/** The goods table of a template: the columns, and one row naming each column as a placeholder. */
export function linesTemplateTable(text: Text, unitPricesWithKdv: boolean): AgreementBlock {
  return {
    kind: 'table',
    head: linesHead(text, unitPricesWithKdv),
    rows: [linesHead(text, unitPricesWithKdv).map((h) => `[${h}]`)],
  };
}

/** The amounts table of a template: every row an order can have, each with the amount placeholder. */
export function amountsTemplateTable(text: Text): AgreementBlock {
  const amount = text('agreements.template.amount');
  return {
    kind: 'table',
    head: amountsHead(text),
    rows: [
      [text('agreements.row.subTotal'), amount],
      [text('agreements.row.tax'), amount],
      [text('agreements.row.shipping'), amount],
      [text('agreements.row.cashOnDeliveryFee'), amount],
      [text('agreements.row.commission', { count: 'N', rate: 'X' }), amount],
      [text('agreements.row.total'), amount],
    ],
  };
}
