/**
 * The agreement key: what ties an order to the documents the shopper approved. The key is the sha-256
 * of the documents' canonical text (hashed on the server); the order save and the card payment
 * rebuild the documents and compare keys, so a changed cart or amount is never ordered unseen.
 */
import type { AgreementDocument } from './agreement-document.ts';

/** JSON with object keys sorted and undefined fields left out: the same documents, the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The canonical text of documents (keys sorted, no spaces): what the agreement key is the hash of. */
export function canonicalAgreements(documents: readonly AgreementDocument[]): string {
  return canonical(documents);
}

/** Whether a text has the shape of an agreement key: 64 lower-case hex digits (sha-256). */
export function isAgreementKey(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
