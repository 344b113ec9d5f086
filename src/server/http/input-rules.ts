/**
 * The rules every piece of a request's input passes before a handler sees it: texts are plain
 * (src/domain/plain-text.ts) and not absurdly long, names are short, percent-encoding is valid UTF-8,
 * and there are not too many fields. Each rule answers the refusal (status and text key) or nothing.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKey } from '../../contract/errors.ts';
import { isPlainText } from '../../domain/plain-text.ts';

/** The largest body any call takes. The largest legitimate ones (a review of 2,000 characters, an address) stay under 30 KB even fully percent-encoded. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The most fields a form, a JSON object or a query string holds (the payment, the largest, has 12). */
export const MAX_FIELDS = 50;
/** The longest field name (the spec's longest is comment_product_controller, 26). */
export const MAX_NAME_LENGTH = 64;
/**
 * The longest text value of any field, the backstop above every field's own limit (the longest,
 * a review's 2,000 characters, is refused by its own rule with its own message).
 */
export const MAX_TEXT_LENGTH = 10_000;
/** How deep a JSON body nests (the API's JSON bodies are flat objects). */
export const MAX_JSON_DEPTH = 8;

/** Why an input is refused: the answer's status and the text key of its message. */
export interface Refusal {
  readonly status: ContentfulStatusCode;
  readonly key: ErrorKey;
}

const INVALID_TEXT: Refusal = { status: 400, key: 'api.invalidText' };
const TOO_LONG: Refusal = { status: 400, key: 'api.fieldTooLong' };
/** A body or query the guard cannot read: too many fields, too deep, malformed. */
export const MALFORMED: Refusal = { status: 400, key: 'api.badRequest' };

/** The refusal of a field's value, or undefined when it is plain text of a sane length. */
export function textRefusal(value: string, multiline = false): Refusal | undefined {
  if (!isPlainText(value, multiline)) return INVALID_TEXT;
  if (value.length > MAX_TEXT_LENGTH) return TOO_LONG;
  return undefined;
}

/** The refusal of a field's name, or undefined when it is a short single-line plain text. */
export function nameRefusal(name: string): Refusal | undefined {
  if (!isPlainText(name)) return INVALID_TEXT;
  if (name.length > MAX_NAME_LENGTH) return TOO_LONG;
  return undefined;
}

/** A percent-encoded component decoded; undefined when its bytes are not UTF-8 (or a '%' is stray). */
export function decodeComponent(text: string, plusIsSpace = false): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return undefined;
  }
}

/**
 * The fields of a query string or an urlencoded body (the last of a repeated name wins, as Hono
 * reads them), each name and value checked; the refusal of the first that fails.
 */
export function readUrlEncoded(
  text: string,
  multiline: readonly string[] = [],
): { fields: Record<string, string> } | { refused: Refusal } {
  const fields: Record<string, string> = Object.create(null);
  const pairs = text.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_FIELDS) return { refused: MALFORMED };
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at), true);
    const value = decodeComponent(at < 0 ? '' : pair.slice(at + 1), true);
    if (name === undefined || value === undefined) return { refused: INVALID_TEXT };
    const refused = nameRefusal(name) ?? textRefusal(value, multiline.includes(name));
    if (refused) return { refused };
    fields[name] = value;
  }
  return { fields };
}

/** The refusal of a raw URL path (segments percent-encoded), or undefined when every segment decodes to plain text. */
export function pathRefusal(rawPath: string): Refusal | undefined {
  for (const segment of rawPath.split('/')) {
    const decoded = decodeComponent(segment);
    if (decoded === undefined) return INVALID_TEXT;
    const refused = textRefusal(decoded);
    if (refused) return refused;
  }
  return undefined;
}
