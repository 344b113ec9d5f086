import { shopDateTime } from '../shop-calendar.ts';

/** An order number as the order save writes it: SP, the date as yymmdd and a running number. */
const ORDER_NO = /^SP\d{12,20}$/;

/** Whether a text is written as an order number (it may still name no order). */
export function isOrderNo(text: string): boolean {
  return ORDER_NO.test(text);
}

/**
 * The number of an order placed at `date` with the sequence's next value: SP, the shop's calendar
 * day (Europe/Istanbul, as the order's date shows it) as yymmdd, and the sequence in 6 or more digits.
 */
export function orderNumber(date: Date, sequence: number | string): string {
  const ymd = shopDateTime(date).slice(2, 10).replaceAll('-', '');
  return `SP${ymd}${String(sequence).padStart(6, '0')}`;
}
