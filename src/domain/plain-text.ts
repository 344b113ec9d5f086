/**
 * Which characters a text a shopper sends may hold. A name, a note or a search is printable text:
 * no control character (Unicode category Cc: C0, DEL, C1; PostgreSQL's text refuses NUL outright),
 * and well-formed UTF-16 (a lone surrogate has no UTF-8 form, so it cannot be stored or echoed).
 * Tab, carriage return and line feed are text only in multi-line fields (a textarea).
 */

/** Whether a text may be a field's value: printable, well formed, line breaks and tabs only where multi-line. */
export function isPlainText(value: string, multiline = false): boolean {
  return value.isWellFormed() && !(multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

// \p{Cc} is U+0000–U+001F, U+007F and U+0080–U+009F.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** Whether a header value holds a control character other than tab (C0 or DEL; header bytes read as Latin-1). */
export function hasHeaderControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}
