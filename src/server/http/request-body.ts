/**
 * Reads a request body the way the call declared it takes (route-inputs.ts): an urlencoded or
 * multipart form of text fields, or a JSON document, every text in it checked (input-rules.ts).
 * The result is what handlers read: form fields as text, or the parsed JSON value.
 */
import {
  MALFORMED,
  MAX_FIELDS,
  MAX_JSON_DEPTH,
  nameRefusal,
  type Refusal,
  readUrlEncoded,
  textRefusal,
} from './input-rules.ts';
import type { BodyKind, RouteInput } from './route-inputs.ts';

/** A request's body as the guard read it: none, a form's text fields, or a JSON value. */
export type RequestInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'form'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'json'; readonly value: unknown };

/** The body of a request with none (GET, an empty POST). */
export const EMPTY_INPUT: RequestInput = { kind: 'empty' };

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const UNSUPPORTED: Refusal = { status: 415, key: 'api.unsupportedMediaType' };
const INVALID_TEXT: Refusal = { status: 400, key: 'api.invalidText' };
const FILE_PART: Refusal = { status: 400, key: 'api.fileNotAccepted' };

type Read = RequestInput | { readonly refused: Refusal };

/** The media type of a Content-Type header and its parameters, lower-cased names. */
export function mediaType(header: string): { type: string; params: Record<string, string> } {
  const [type = '', ...rest] = header.split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at > 0)
      params[part.slice(0, at).trim().toLowerCase()] = part
        .slice(at + 1)
        .trim()
        .replace(/^"|"$/g, '');
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Which body kind a media type is, or undefined for any other (text/plain, XML, ...). */
function kindOf(type: string): BodyKind | undefined {
  if (type === URLENCODED || type === MULTIPART) return 'form';
  if (type === 'application/json') return 'json';
  return undefined;
}

/** Reads a non-empty body sent with a Content-Type to a call that takes `input`. */
export async function readBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  input: RouteInput,
): Promise<Read> {
  const { type, params } = mediaType(contentType);
  const kind = kindOf(type);
  if (!kind || !input.body.includes(kind)) return { refused: UNSUPPORTED };
  // Forms and JSON are UTF-8 (the only encoding browsers send them in, and the only one JSON has).
  if (params.charset !== undefined && params.charset.toLowerCase() !== 'utf-8')
    return { refused: UNSUPPORTED };
  if (type === MULTIPART) return readMultipart(bytes, contentType, input);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: INVALID_TEXT };
  }
  if (kind === 'json') return readJson(text, input);
  const read = readUrlEncoded(text, input.multiline);
  return 'refused' in read ? read : { kind: 'form', fields: read.fields };
}

async function readMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  input: RouteInput,
): Promise<Read> {
  let data: FormData;
  try {
    data = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { refused: MALFORMED };
  }
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [name, value] of data) {
    if (++count > MAX_FIELDS) return { refused: MALFORMED };
    if (typeof value !== 'string') return { refused: FILE_PART };
    const refused = nameRefusal(name) ?? textRefusal(value, input.multiline.includes(name));
    if (refused) return { refused };
    fields[name] = value;
  }
  return { kind: 'form', fields };
}

function readJson(text: string, input: RouteInput): Read {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: MALFORMED };
  }
  const refused = jsonRefusal(value, input.multiline, 0);
  return refused ? { refused } : { kind: 'json', value };
}

/**
 * The refusal of a JSON value at a depth: every name and string plain (line breaks only in the
 * top-level multi-line fields), every number finite ('1e999' parses to Infinity), not too deep or wide.
 */
function jsonRefusal(value: unknown, multiline: readonly string[], depth: number): Refusal | undefined {
  if (typeof value === 'string') return textRefusal(value);
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : MALFORMED;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return MALFORMED;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  if (entries.length > MAX_FIELDS) return MALFORMED;
  for (const [name, child] of entries) {
    const refused =
      (name === '' ? undefined : nameRefusal(name)) ??
      (depth === 0 && typeof child === 'string' && multiline.includes(name)
        ? textRefusal(child, true)
        : jsonRefusal(child, multiline, depth + 1));
    if (refused) return refused;
  }
  return undefined;
}
