/** An order number as the order save writes it: SP, the date as yymmdd and a running number. */
const ORDER_NO = /^SP\d{12,20}$/;

/** Whether a text is written as an order number (it may still name no order). */
export function isOrderNo(text: string): boolean {
  return ORDER_NO.test(text);
}
